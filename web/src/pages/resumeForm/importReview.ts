import type { ResumeData } from '@rb/contracts';

/** What the dashboard's import hands the form: the parser's guess and the text it was read from. */
export interface ImportedResume {
  resume: ResumeData;
  text: string;
  fileName: string;
}

/** Contact fields the review can mark in place; the rest are listed by section. */
export type ContactKey = 'name' | 'email' | 'phone' | 'summary';

/** One thing the structure parser could not be sure of, said so the user knows what to check. */
export interface Unsure {
  /** Set for a contact field, which the form marks where it is. */
  contact?: ContactKey;
  /** Set for an experience entry (its index), which the form marks on the entry. */
  experience?: number;
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
    const doubt = (what: string) => found.push({ experience: i, text: `${which}: ${what}` });
    if (!job.company.trim()) doubt('no employer was found.');
    if (!job.role.trim()) doubt('no job title was found.');
    if (!job.start_date.trim()) doubt('no dates were found.');
    if (job.responsibilities.length === 0) doubt('no bullet points were found.');
  });
  resume.education.forEach((school, i) => {
    const which = `Education ${i + 1}${school.institution ? ` (${school.institution})` : ''}`;
    if (!school.institution.trim()) found.push({ text: `${which}: no school was found.` });
    if (!school.graduation_year.trim()) found.push({ text: `${which}: no graduation year was found.` });
  });
  if (resume.skills.length === 0) found.push({ text: 'Skills: none were found.' });
  return found;
}
