import { fitResumeData, type ResumeData } from './resume';

/**
 * LinkedIn's "Download your data" archive as a resume. The archive is a ZIP of CSV files, one per kind
 * of data (Profile.csv, Positions.csv, Education.csv, Skills.csv, …); the reader (web/src/lib) unpacks
 * the files named here and hands over their rows, each a record keyed by the CSV's own header. Columns
 * are read by header name, never by position, and a file or column that is missing leaves its field
 * empty. Files not named here (messages, connections, ads…) are never read.
 */

/** A CSV's rows, keyed by the header's column names as written. */
export type CsvRows = ReadonlyArray<Readonly<Record<string, string>>>;

/** The archive's files this import reads, by their base name without ".csv", in lower case. */
export const LINKEDIN_FILES = [
  'profile',
  'email addresses',
  'phonenumbers',
  'positions',
  'education',
  'skills',
  'certifications',
  'languages',
  'projects',
  'honors',
  'volunteering',
] as const;
export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

/** The name this import gives a file of the archive ("Basic_LinkedInDataExport/Positions.csv" → "positions"), or null. */
export function linkedInFileOf(path: string): LinkedInFile | null {
  const base =
    path
      .split('/')
      .pop()
      ?.replace(/\.csv$/i, '')
      .toLowerCase() ?? '';
  return (LINKEDIN_FILES as readonly string[]).includes(base) ? (base as LinkedInFile) : null;
}

/** A column of a row by its header name, whatever its case and spacing. */
function column(row: Readonly<Record<string, string>>, name: string): string {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(row)) {
    if (key.trim().toLowerCase() === wanted) return (value ?? '').trim();
  }
  return '';
}

/** "Mar 2019" → "2019"; LinkedIn writes a month and year, a year, or a full date. */
const yearOf = (date: string) => /(?:19|20)\d{2}/.exec(date)?.[0] ?? '';

/** A description's lines as bullets: LinkedIn keeps the line breaks and bullet glyphs the user typed. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[•▪◦●*-]\s*/, '').trim())
    .filter(Boolean);

/** "[PORTFOLIO:https://ada.dev],[OTHER:https://x.y]" or a bare address: the first web address. */
const firstWebsite = (websites: string) =>
  /https?:\/\/[^\s,\]]+|[\w-]+(?:\.[\w-]+)+\/?[^\s,\]]*/.exec(websites)?.[0] ?? '';

/**
 * The resume the archive's files describe. An open position ("Finished On" empty) runs to "Present";
 * dates are kept as LinkedIn writes them ("Jan 2020"). Cut to the schema's bounds like any import.
 */
export function resumeFromLinkedIn(files: Partial<Record<LinkedInFile, CsvRows>>): ResumeData {
  const rows = (file: LinkedInFile) => files[file] ?? [];
  const profile = rows('profile')[0] ?? {};
  const emails = rows('email addresses');
  const primary = emails.find((row) => /^yes$/i.test(column(row, 'Primary'))) ?? emails[0];
  const phone = rows('phonenumbers')[0];
  const present = (finished: string) => finished || 'Present';
  return fitResumeData({
    name: [column(profile, 'First Name'), column(profile, 'Last Name')].filter(Boolean).join(' '),
    email: primary ? column(primary, 'Email Address') : '',
    phone: phone ? column(phone, 'Number') : '',
    linkedin: '',
    portfolio: firstWebsite(column(profile, 'Websites')),
    summary: column(profile, 'Summary') || column(profile, 'Headline'),
    experience: rows('positions').map((row) => ({
      company: column(row, 'Company Name'),
      role: column(row, 'Title'),
      start_date: column(row, 'Started On'),
      end_date: present(column(row, 'Finished On')),
      ...(column(row, 'Location') ? { location: column(row, 'Location') } : {}),
      responsibilities: linesOf(column(row, 'Description')),
    })),
    education: rows('education').map((row) => ({
      institution: column(row, 'School Name'),
      degree: column(row, 'Degree Name'),
      graduation_year: yearOf(column(row, 'End Date')),
    })),
    skills: rows('skills')
      .map((row) => column(row, 'Name'))
      .filter(Boolean),
    certifications: rows('certifications').map((row) => ({
      name: column(row, 'Name'),
      year: yearOf(column(row, 'Started On')),
      ...(column(row, 'Authority') ? { issuer: column(row, 'Authority') } : {}),
    })),
    ...section(
      'languages',
      rows('languages').map((row) => ({ name: column(row, 'Name'), level: column(row, 'Proficiency') })),
    ),
    ...section(
      'projects',
      rows('projects').map((row) => ({
        name: column(row, 'Title'),
        description: column(row, 'Description'),
        link: column(row, 'Url'),
        start_date: column(row, 'Started On'),
        end_date: column(row, 'Finished On'),
        bullets: [],
      })),
    ),
    ...section(
      'awards',
      rows('honors').map((row) => ({
        name: column(row, 'Title'),
        issuer: '',
        year: yearOf(column(row, 'Issued On')),
        description: column(row, 'Description'),
      })),
    ),
    ...section(
      'volunteering',
      rows('volunteering').map((row) => ({
        organization: column(row, 'Company Name'),
        role: column(row, 'Role'),
        start_date: column(row, 'Started On'),
        end_date: column(row, 'Finished On'),
        bullets: linesOf(column(row, 'Description')),
      })),
    ),
  });
}

/** Our optional sections stay absent rather than empty (see resumeDataSchema). */
function section<K extends string, T>(key: K, items: T[]): Partial<Record<K, T[]>> {
  return items.length > 0 ? ({ [key]: items } as Record<K, T[]>) : {};
}
