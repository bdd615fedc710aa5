import type { ResumeData } from '@rb/contracts';
import { MORE_SECTIONS, type MoreSectionKey } from './moreSections';

/** What the dashboard's import hands the form: the parser's guess and the text it was read from. */
export interface ImportedResume {
  resume: ResumeData;
  text: string;
  fileName: string;
}

/** Contact fields the review can mark in place; the rest are listed by section. */
export type ContactKey = 'name' | 'email' | 'phone' | 'summary';

/** The sections whose entries the form marks in place. */
export type EntrySection = 'experience' | 'education' | 'certifications' | MoreSectionKey;

/** One thing the structure parser could not be sure of, said so the user knows what to check. */
export interface Unsure {
  /** Set for a contact field, which the form marks where it is. */
  contact?: ContactKey;
  /** Set for an entry of a section (its index in the import), which the form marks on the entry. */
  entry?: { section: EntrySection; index: number };
  /** What to check, naming the section and entry. */
  text: string;
}

/** Within this many non-empty lines from the top a name is where resumes put it. */
const NAME_LINES = 3;

const label = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join(' at ');

/**
 * What an import should be checked for before it is saved. The parser returns its guess without
 * confidences, so doubt is read from the guess and the text: a missing part, a role without an employer
 * (or the reverse), a job without dates or bullets, a name found far below the top.
 */
export function unsureFields(resume: ResumeData, text: string): Unsure[] {
  const found: Unsure[] = [];
  const name = resume.name.trim();
  if (!name) found.push({ contact: 'name', text: 'Full Name: no name was found.' });
  else {
    const top = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, NAME_LINES);
    if (!top.some((line) => line.includes(name)))
      found.push({
        contact: 'name',
        text: 'Full Name: found below the top of the document; check it is yours.',
      });
  }
  if (!resume.email.trim()) found.push({ contact: 'email', text: 'Email: none was found.' });
  if (!resume.phone.trim()) found.push({ contact: 'phone', text: 'Phone: none was found.' });
  if (!resume.summary.trim()) found.push({ contact: 'summary', text: 'Summary: none was found.' });
  if (resume.experience.length === 0) found.push({ text: 'Experience: no job was found.' });
  /** Marks entry `index` of `section` with each check whose part is missing. */
  const mark = (section: EntrySection, index: number, which: string, checks: [boolean, string][]) => {
    for (const [missing, what] of checks)
      if (missing) found.push({ entry: { section, index }, text: `${which}: ${what}` });
  };
  const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  for (const [i, job] of resume.experience.entries()) {
    mark(
      'experience',
      i,
      `Experience ${i + 1}${job.role || job.company ? ` (${label(job.role, job.company)})` : ''}`,
      [
        [blank(job.company), 'no employer was found.'],
        [blank(job.role), 'no job title was found.'],
        [blank(job.start_date), 'no dates were found.'],
        [job.responsibilities.length === 0, 'no bullet points were found.'],
      ],
    );
  }
  for (const [i, school] of resume.education.entries()) {
    mark('education', i, `Education ${i + 1}${school.institution ? ` (${school.institution})` : ''}`, [
      [blank(school.institution), 'no school was found.'],
      [blank(school.graduation_year), 'no graduation year was found.'],
    ]);
  }
  // SPEC §5: a certification needs both its name and its year.
  for (const [i, cert] of resume.certifications.entries()) {
    mark('certifications', i, `Certification ${i + 1}${cert.name ? ` (${cert.name})` : ''}`, [
      [blank(cert.name), 'no name was found.'],
      [blank(cert.year), 'no year was found.'],
    ]);
  }
  for (const { key, legend, fields } of MORE_SECTIONS) {
    const [naming] = fields;
    if (!naming) continue;
    for (const [i, entry] of ((resume[key] ?? []) as Record<string, unknown>[]).entries()) {
      mark(key, i, `${legend} ${i + 1}`, [
        [blank(entry[naming.key]), `no ${naming.label.toLowerCase()} was found.`],
      ]);
    }
  }
  if (resume.skills.length === 0) found.push({ text: 'Skills: none were found.' });
  return found;
}

/**
 * What to check on each entry, keyed by the entry as the form first showed it (`imported`: each
 * section's entries, experience by its draft id), so a mark stays on its entry when another is removed.
 */
export function entryMarks(
  unsure: Unsure[],
  imported: Record<EntrySection, readonly unknown[]>,
): ReadonlyMap<unknown, string[]> {
  const marks = new Map<unknown, string[]>();
  for (const { entry, text } of unsure) {
    const key = entry && imported[entry.section][entry.index];
    if (key !== undefined) marks.set(key, [...(marks.get(key) ?? []), text]);
  }
  return marks;
}
