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
  resume.experience.forEach((job, i) => {
    const which = `Experience ${i + 1}${job.role || job.company ? ` (${label(job.role, job.company)})` : ''}`;
    const doubt = (what: string) =>
      found.push({ entry: { section: 'experience', index: i }, text: `${which}: ${what}` });
    if (!job.company.trim()) doubt('no employer was found.');
    if (!job.role.trim()) doubt('no job title was found.');
    if (!job.start_date.trim()) doubt('no dates were found.');
    if (job.responsibilities.length === 0) doubt('no bullet points were found.');
  });
  resume.education.forEach((school, i) => {
    const which = `Education ${i + 1}${school.institution ? ` (${school.institution})` : ''}`;
    const doubt = (what: string) =>
      found.push({ entry: { section: 'education', index: i }, text: `${which}: ${what}` });
    if (!school.institution.trim()) doubt('no school was found.');
    if (!school.graduation_year.trim()) doubt('no graduation year was found.');
  });
  // SPEC §5: a certification needs both its name and its year.
  resume.certifications.forEach((cert, i) => {
    const which = `Certification ${i + 1}${cert.name ? ` (${cert.name})` : ''}`;
    const doubt = (what: string) =>
      found.push({ entry: { section: 'certifications', index: i }, text: `${which}: ${what}` });
    if (!cert.name.trim()) doubt('no name was found.');
    if (!cert.year.trim()) doubt('no year was found.');
  });
  for (const section of MORE_SECTIONS) {
    const [naming] = section.fields;
    if (!naming) continue;
    ((resume[section.key] ?? []) as Record<string, unknown>[]).forEach((entry, i) => {
      const value = entry[naming.key];
      if (typeof value === 'string' && value.trim()) return;
      found.push({
        entry: { section: section.key, index: i },
        text: `${section.legend} ${i + 1}: no ${naming.label.toLowerCase()} was found.`,
      });
    });
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
