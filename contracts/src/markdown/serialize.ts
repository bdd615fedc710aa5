import type { ResumeData } from '../domain/resume';
import { displayDate } from './dates';
import { SECTION_TITLES, type SectionName } from './sections';

/** One line of text: markdown line breaks inside a field would split it into two fields on the way back. */
const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** `Label: value` lines for the fields that have one (the parser reads labels back into fields). */
const labelled = (pairs: [string, string | null | undefined][]) =>
  pairs.filter(([, value]) => oneLine(value) !== '').map(([label, value]) => `${label}: ${oneLine(value)}`);

const dateLine = (start: string | null | undefined, end: string | null | undefined) => {
  const dates = [start, end].filter((d): d is string => oneLine(d) !== '');
  return dates.length > 0 ? [dates.map((d) => displayDate(oneLine(d))).join(' - ')] : [];
};

const bullets = (items: string[]) =>
  items
    .map(oneLine)
    .filter(Boolean)
    .map((item) => `- ${item}`);

/** "- Name — Issuer, 2020": certifications and courses. */
const credentialLine = (name: string, issuer: string | undefined, year: string) => {
  const named = oneLine(issuer) ? `${oneLine(name)} — ${oneLine(issuer)}` : oneLine(name);
  return oneLine(year) ? `- ${named}, ${displayDate(oneLine(year))}` : `- ${named}`;
};

/**
 * Writes a resume in SPEC §3's markdown format, so that `parseResumeMarkdown(resumeToMarkdown(r))` gives
 * back `r` (dates normalised to YYYY-MM-01). Empty sections are left out. Our optional sections follow
 * the SPEC's, each entry under a `### ` heading with labelled lines, so they read back field for field.
 */
export function resumeToMarkdown(resume: ResumeData): string {
  const blocks: string[] = [];
  const add = (name: SectionName, lines: string[]) => {
    if (lines.length > 0) blocks.push(`## ${SECTION_TITLES[name]}\n\n${lines.join('\n')}`);
  };
  const addEntries = (name: SectionName, entries: string[][]) => {
    if (entries.length > 0)
      blocks.push(`## ${SECTION_TITLES[name]}\n\n${entries.map((e) => e.join('\n')).join('\n\n')}`);
  };

  add(
    'contact',
    labelled([
      ['Name', resume.name],
      ['Email', resume.email],
      ['Phone', resume.phone],
      ['LinkedIn', resume.linkedin],
      ['Portfolio', resume.portfolio],
    ]),
  );
  if (oneLine(resume.summary)) add('summary', [oneLine(resume.summary)]);
  addEntries(
    'experience',
    resume.experience.map((job) => [
      `### ${oneLine(job.company)}`,
      ...(oneLine(job.role) ? [oneLine(job.role)] : []),
      ...dateLine(job.start_date, job.end_date),
      ...bullets(job.responsibilities),
    ]),
  );
  addEntries(
    'education',
    resume.education.map((school) => {
      // Labels only where a field is missing, so positional reading cannot shift a value into the wrong field.
      const positional = oneLine(school.degree) !== '' && oneLine(school.institution) !== '';
      return [
        ...(positional
          ? [oneLine(school.degree), oneLine(school.institution)]
          : [`Degree: ${oneLine(school.degree)}`, `Institution: ${oneLine(school.institution)}`]),
        `Graduation Year: ${displayDate(oneLine(school.graduation_year))}`,
        ...labelled([
          ['GPA', school.gpa],
          ['Honors', school.honors],
          ['Coursework', school.coursework?.map(oneLine).filter(Boolean).join(', ')],
        ]),
      ];
    }),
  );
  add('skills', bullets(resume.skills));
  add(
    'certifications',
    resume.certifications.filter((c) => oneLine(c.name)).map((c) => credentialLine(c.name, c.issuer, c.year)),
  );
  addEntries(
    'projects',
    (resume.projects ?? []).map((p) => [
      `### ${oneLine(p.name)}`,
      ...dateLine(p.start_date, p.end_date),
      ...labelled([
        ['Link', p.link],
        ['Description', p.description],
      ]),
      ...bullets(p.bullets),
    ]),
  );
  addEntries(
    'awards',
    (resume.awards ?? []).map((a) => [
      `### ${oneLine(a.name)}`,
      ...labelled([
        ['Issuer', a.issuer],
        ['Year', displayDate(oneLine(a.year))],
        ['Description', a.description],
      ]),
    ]),
  );
  add(
    'languages',
    (resume.languages ?? [])
      .filter((l) => oneLine(l.name))
      .map((l) => (oneLine(l.level) ? `- ${oneLine(l.name)}: ${oneLine(l.level)}` : `- ${oneLine(l.name)}`)),
  );
  addEntries(
    'volunteering',
    (resume.volunteering ?? []).map((v) => [
      `### ${oneLine(v.organization)}`,
      ...(oneLine(v.role) ? [oneLine(v.role)] : []),
      ...dateLine(v.start_date, v.end_date),
      ...bullets(v.bullets),
    ]),
  );
  add(
    'courses',
    (resume.courses ?? [])
      .filter((c) => oneLine(c.name))
      .map((c) => credentialLine(c.name, c.issuer, c.year)),
  );
  addEntries(
    'publications',
    (resume.publications ?? []).map((p) => [
      `### ${oneLine(p.title)}`,
      ...labelled([
        ['Publisher', p.publisher],
        ['Year', displayDate(oneLine(p.year))],
        ['Link', p.link],
      ]),
    ]),
  );
  for (const custom of resume.custom ?? []) {
    const items = bullets(custom.items);
    if (oneLine(custom.title) && items.length > 0)
      blocks.push(`## ${oneLine(custom.title)}\n\n${items.join('\n')}`);
  }
  return `${blocks.join('\n\n')}\n`;
}
