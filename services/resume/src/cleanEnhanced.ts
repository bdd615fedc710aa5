import type { ResumeData } from '@rb/contracts';

const isPlaceholder = (value: string) => /placeholder/i.test(value);

/**
 * SPEC §5 "Enhancing a stored resume": education entries missing a field or mentioning "placeholder"
 * go, as do skills and certifications mentioning it; empty entries are dropped so empty sections vanish.
 */
export function cleanEnhancedResume(resume: ResumeData): ResumeData {
  return {
    ...resume,
    education: resume.education.filter(
      (e) =>
        e.institution.trim() &&
        e.degree.trim() &&
        e.graduation_year.trim() &&
        ![e.institution, e.degree, e.graduation_year].some(isPlaceholder),
    ),
    skills: resume.skills.filter((s) => s.trim() && !isPlaceholder(s)),
    certifications: resume.certifications.filter(
      (c) => c.name.trim() && !isPlaceholder(c.name) && !isPlaceholder(c.year),
    ),
    experience: resume.experience.filter((e) => e.company.trim() || e.role.trim()),
  };
}
