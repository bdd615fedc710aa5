import type { ResumeData } from '@rb/contracts';

const PLACEHOLDER = /placeholder/i;

/**
 * SPEC §5 "Enhancing a stored resume": education entries missing any field or containing "placeholder"
 * are removed; skills and certifications containing "placeholder" are removed. Empty experience entries
 * and blank list items go too, so empty sections are omitted from what is shown and rendered.
 */
export function cleanStoredResume(resume: ResumeData): ResumeData {
  return {
    ...resume,
    experience: resume.experience
      .map((job) => ({ ...job, responsibilities: job.responsibilities.map((r) => r.trim()).filter(Boolean) }))
      .filter((job) => job.company.trim() || job.role.trim()),
    education: resume.education.filter(
      (e) =>
        e.institution.trim() !== '' &&
        e.degree.trim() !== '' &&
        e.graduation_year.trim() !== '' &&
        ![e.institution, e.degree, e.graduation_year].some((v) => PLACEHOLDER.test(v)),
    ),
    skills: [...new Set(resume.skills.map((s) => s.trim()).filter((s) => s && !PLACEHOLDER.test(s)))],
    certifications: resume.certifications.filter(
      (c) => c.name.trim() !== '' && !PLACEHOLDER.test(c.name) && !PLACEHOLDER.test(c.year),
    ),
  };
}
