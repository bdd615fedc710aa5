import type { ResumeData, StoredResume } from './resume';

const hasPlaceholder = (value: string) => /placeholder/i.test(value);
const blank = (value: string) => value.trim() === '';

/**
 * SPEC §5 "Enhancing a stored resume", the one copy the browser and the AI engines share: education
 * entries missing any field or containing "placeholder" are removed; skills or certifications containing
 * "placeholder" are removed. Blank skills go too (§5 "Form": blank skills are dropped), so an emptied
 * section is an empty list, which every view and template omits. Nothing else is touched.
 */
export function cleanStoredResume(resume: ResumeData): ResumeData {
  return {
    ...resume,
    education: resume.education.filter(
      (e) =>
        ![e.institution, e.degree, e.graduation_year].some(blank) &&
        ![e.institution, e.degree, e.graduation_year].some(hasPlaceholder),
    ),
    skills: resume.skills.filter((s) => !blank(s) && !hasPlaceholder(s)),
    certifications: resume.certifications.filter((c) => !hasPlaceholder(c.name) && !hasPlaceholder(c.year)),
  };
}

/** A stored resume's editable part: only the fields of ResumeData, as the strict request schemas want. */
export function resumeDataOf(resume: ResumeData | StoredResume): ResumeData {
  const { name, email, phone, linkedin, portfolio, summary, experience, education, skills, certifications } =
    resume;
  return { name, email, phone, linkedin, portfolio, summary, experience, education, skills, certifications };
}
