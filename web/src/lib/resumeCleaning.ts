import type { ResumeData } from '@rb/contracts';

const hasPlaceholder = (s: string | null | undefined) => (s ?? '').toLowerCase().includes('placeholder');

/**
 * SPEC §5 "Enhancing a stored resume": education missing a field or holding "placeholder" goes,
 * skills and certifications holding "placeholder" go. Empty sections are simply empty lists.
 */
export function cleanForEnhance(resume: ResumeData): ResumeData {
  return {
    ...resumeDataOf(resume),
    education: resume.education.filter(
      (e) =>
        e.institution.trim() &&
        e.degree.trim() &&
        e.graduation_year.trim() &&
        ![e.institution, e.degree, e.graduation_year].some(hasPlaceholder),
    ),
    skills: resume.skills.filter((s) => s.trim() && !hasPlaceholder(s)),
    certifications: resume.certifications.filter((c) => !hasPlaceholder(c.name) && !hasPlaceholder(c.year)),
  };
}

/** Only the fields of ResumeData, as the strict request schemas want (a stored resume has more). */
export function resumeDataOf(r: ResumeData): ResumeData {
  const { name, email, phone, linkedin, portfolio, summary, experience, education, skills, certifications } =
    r;
  return { name, email, phone, linkedin, portfolio, summary, experience, education, skills, certifications };
}
