import { normalizeDate, type ResumeData } from '@rb/contracts';

/** Compared as read: spacing and case aside, and curly quotes as the straight ones import makes them. */
const norm = (s: string | null | undefined) =>
  (s ?? '')
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
/** A date by what it means: "Dec 2013" shown for a stored "2013-12-01" is the same date. */
const date = (s: string | null | undefined) => norm(normalizeDate(s ?? ''));

/**
 * The fields of a resume as comparable name → value pairs: contact, each role, school, list and section.
 * The round-trip eval and the round-trip test compare a resume with its export read back through these.
 */
export function fieldsOf(resume: ResumeData): Map<string, string> {
  const fields = new Map<string, string>();
  for (const key of ['name', 'email', 'phone', 'linkedin', 'portfolio'] as const)
    fields.set(key, norm(resume[key]));
  fields.set('summary', norm(resume.summary));
  resume.experience.forEach((job, i) => {
    fields.set(`experience[${i}].employer`, norm(job.company));
    fields.set(`experience[${i}].role`, norm(job.role));
    fields.set(`experience[${i}].dates`, `${date(job.start_date)} - ${date(job.end_date)}`);
    fields.set(`experience[${i}].location`, norm(job.location));
    fields.set(`experience[${i}].bullets`, job.responsibilities.map(norm).join(' | '));
  });
  resume.education.forEach((school, i) => {
    fields.set(`education[${i}].institution`, norm(school.institution));
    fields.set(`education[${i}].degree`, norm(school.degree));
    fields.set(`education[${i}].year`, norm(school.graduation_year));
  });
  fields.set('skills', [...resume.skills.map(norm)].sort().join(', '));
  fields.set('certifications', resume.certifications.map((c) => norm(c.name)).join(' | '));
  fields.set('projects', (resume.projects ?? []).map((p) => norm(p.name)).join(' | '));
  fields.set('languages', (resume.languages ?? []).map((l) => norm(l.name)).join(' | '));
  fields.set('volunteering', (resume.volunteering ?? []).map((v) => norm(v.organization)).join(' | '));
  fields.set('custom', (resume.custom ?? []).map((c) => norm(c.title)).join(' | '));
  return fields;
}

/** The fields of `want` (those with a value) that `got` gives differently, as "field: want → got". */
export function differingFields(want: ResumeData, got: ResumeData | null): string[] {
  const back = got ? fieldsOf(got) : new Map<string, string>();
  return [...fieldsOf(want)]
    .filter(([, value]) => value && value !== ' - ')
    .filter(([field, value]) => back.get(field) !== value)
    .map(([field, value]) => `${field}: "${value}" → "${back.get(field) ?? ''}"`);
}
