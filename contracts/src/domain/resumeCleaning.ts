import { type ResumeData, resumeDataSchema, type StoredResume } from './resume';

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

/**
 * Issue 11 beside SPEC §5: cleaning decides what the enhancer works on, and nothing a user entered is
 * dropped. An education entry removed only because a field is empty is the user's own (a school without
 * a year yet) and comes back unchanged in its place after enhancing; entries with "placeholder" text are
 * template debris and stay out. `enhanced` is the enhancer's answer to `cleanStoredResume(original)`.
 */
export function restoreIncompleteEducation(original: ResumeData, enhanced: ResumeData): ResumeData {
  const answered = [...enhanced.education];
  const education = original.education.flatMap((entry) => {
    const fields = [entry.institution, entry.degree, entry.graduation_year];
    if (fields.some(hasPlaceholder)) return [];
    if (fields.some(blank)) return fields.every(blank) ? [] : [entry];
    const next = answered.shift();
    return next ? [next] : [];
  });
  return { ...enhanced, education: [...education, ...answered] };
}

/** "graduation year" for an education entry's empty fields: what a restored entry still lacks. */
export function missingEducationFields(entry: ResumeData['education'][number]): string[] {
  const names: Array<[string, string]> = [
    ['institution', entry.institution],
    ['degree', entry.degree],
    ['graduation year', entry.graduation_year],
  ];
  return names.filter(([, value]) => blank(value)).map(([name]) => name);
}

/**
 * A stored resume's editable part: exactly the fields of ResumeData (the optional sections included),
 * as the strict request schemas want; the stored-only ones (id, dates, snippet…) are left behind.
 */
export function resumeDataOf(resume: ResumeData | StoredResume): ResumeData {
  const source = resume as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(resumeDataSchema.shape)
      .filter((key) => source[key] !== undefined)
      .map((key) => [key, source[key]]),
  ) as ResumeData;
}
