import type { ResumeData } from '@rb/contracts';

/** One line of the resume that can vouch for a term, and where it is. */
export interface ResumeLine {
  where: string;
  text: string;
}

/** Every line of the resume except the skills list: what can show a skill was really used. */
export function evidenceLines(resume: ResumeData): ResumeLine[] {
  const lines: ResumeLine[] = [];
  const add = (where: string, texts: (string | undefined)[]) => {
    for (const text of texts) if (text?.trim()) lines.push({ where, text: text.trim() });
  };
  add('Summary', [resume.summary]);
  for (const job of resume.experience) add(`${job.role} at ${job.company}`.trim(), job.responsibilities);
  for (const p of resume.projects ?? []) add(`Project ${p.name}`, [p.description, ...p.bullets]);
  for (const v of resume.volunteering ?? []) add(`${v.role} at ${v.organization}`, v.bullets);
  add(
    'Certifications',
    resume.certifications.map((c) => c.name),
  );
  add(
    'Education',
    resume.education.flatMap((e) => [e.degree, ...(e.coursework ?? [])]),
  );
  add(
    'Courses',
    (resume.courses ?? []).map((c) => c.name),
  );
  return lines;
}

const escapeRegExp = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word, case-insensitive matcher for a term ("c++" and "node.js" included). */
export const termPattern = (term: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(term)})(?![\\p{L}\\p{N}])`, 'iu');

/** The term as the resume itself writes it in `line` (its casing), or undefined when absent. */
export function spelledIn(term: string, line: string): string | undefined {
  return termPattern(term).exec(line)?.[2];
}
