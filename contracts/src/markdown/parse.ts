import {
  type Award,
  awardSchema,
  type Certification,
  type CustomSection,
  type Education,
  type Experience,
  emptyResumeData,
  type Project,
  type Publication,
  projectSchema,
  publicationSchema,
  type ResumeData,
  type Volunteering,
  volunteeringSchema,
} from '../domain/resume';
import { isDateToken, normalizeDate, parseDateRange } from './dates';
import { resumeFromJson } from './json';
import { type SectionName, sectionForHeading } from './sections';

/** Longest markdown the parser reads; anything beyond is ignored so a hostile input stays cheap. */
const MAX_INPUT_CHARS = 100_000;
/** Longest line it reads (longer ones are cut): no resume line is longer, and it bounds every pattern. */
const MAX_LINE_CHARS = 2000;

const HEADING = /^(#{1,6})(?:\s+(.*))?$/;
const BOLD_LINE = /^\*\*([^*]+)\*\*:?$/;
const BULLET = /^(?:[-*+•▪◦]|\d{1,2}[.)])\s+(.*)$/;
const LABELLED = /^([A-Za-z][A-Za-z -]{1,20}):\s*(.*)$/;
/**
 * Every pattern here runs on one line at most and is linear: each is anchored or has no two quantifiers
 * that can take the same characters. E-mails are looked for word by word (an unanchored e-mail pattern
 * retries from every character: 100 KB of "a" took seconds), allowing brackets or quotes around them.
 */
const EMAIL_WORD = /^[<(["']*([\w.+-]+@[\w-]+(?:\.[\w-]+)+)[>)\]"',;:.]*$/;
const PHONE = /\+?\d[\d\s().-]{6,}\d/;

type Section = SectionName | 'other' | 'top' | 'custom';

/** Sections whose entries start at a `### ` heading and are read into an object field by field. */
type EntrySection = 'projects' | 'awards' | 'volunteering' | 'publications';
type OpenEntry =
  | { section: 'projects'; value: Project }
  | { section: 'awards'; value: Award }
  | { section: 'volunteering'; value: Volunteering }
  | { section: 'publications'; value: Publication };

const NEW_ENTRY: { [S in EntrySection]: () => Extract<OpenEntry, { section: S }>['value'] } = {
  projects: () => projectSchema.parse({}),
  awards: () => awardSchema.parse({}),
  volunteering: () => volunteeringSchema.parse({}),
  publications: () => publicationSchema.parse({}),
};

const isEntrySection = (section: Section): section is EntrySection => Object.hasOwn(NEW_ENTRY, section);

interface Draft {
  resume: ResumeData;
  section: Section;
  job: Experience | null;
  school: Education | null;
  entry: OpenEntry | null;
  custom: CustomSection | null;
  summary: string[];
  inFence: boolean;
  /** The skills so far, for a duplicate check that stays linear over thousands of them. */
  skillSet: Set<string>;
}

/** Strips inline markdown emphasis and link syntax, keeping the visible text. */
function plain(text: string): string {
  return text
    .replace(/\[([^[\]]*)\]\(([^()]*)\)/g, (_m, label: string, url: string) => (label.trim() ? label : url))
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|\s)[*_]([^\s*_](?:[^*_]*[^\s*_])?)[*_](?=\s|$|[.,;:])/g, '$1$2')
    .trim();
}

/**
 * SPEC §3 markdown resume parser: Contact Information, Summary, Experience ("### " company, then role,
 * date range and responsibilities), Education (degree, institution, "Graduation Year:"), Skills and
 * Certifications ("name, year"). Month names become YYYY-MM-01. A wholly-JSON text or a fenced JSON block
 * that validates as a resume is returned as is. Never throws: unknown lines are skipped.
 */
export function parseResumeMarkdown(input: string): ResumeData {
  const text = input.slice(0, MAX_INPUT_CHARS);
  const fromJson = resumeFromJson(text);
  if (fromJson) return fromJson;

  const draft: Draft = {
    resume: emptyResumeData(),
    section: 'top',
    job: null,
    school: null,
    entry: null,
    custom: null,
    summary: [],
    inFence: false,
    skillSet: new Set(),
  };

  for (const rawLine of text.split(/\r?\n/)) {
    readLine(draft, rawLine.slice(0, MAX_LINE_CHARS).trim());
  }
  closeAll(draft);
  draft.resume.summary = draft.summary.join(' ').replace(/\s+/g, ' ').trim();
  return draft.resume;
}

function readLine(draft: Draft, line: string): void {
  // Code fences hold JSON or examples, never resume lines.
  if (line.startsWith('```')) {
    draft.inFence = !draft.inFence;
    return;
  }
  if (draft.inFence) return;
  if (line === '' || /^(?:-{3,}|\*{3,}|_{3,})$/.test(line)) {
    if (draft.section === 'education') closeSchool(draft);
    return;
  }
  const heading = HEADING.exec(line);
  const bold = heading ? null : BOLD_LINE.exec(line);
  const headingText = heading ? (heading[2] ?? '') : bold?.[1];
  if (headingText !== undefined && readHeading(draft, headingText, heading?.[1]?.length)) return;
  const bullet = BULLET.exec(line);
  const content = plain(bullet ? (bullet[1] ?? '') : line);
  if (content !== '') SECTION_READERS[draft.section]?.(draft, content, bullet !== null);
}

/** Handles a heading line; false when it is bold text that names no section and should be read as content. */
function readHeading(draft: Draft, text: string, level: number | undefined): boolean {
  const section = sectionForHeading(text);
  if (section) switchSection(draft, section);
  else if (level === 1 && draft.section === 'top' && !draft.resume.name) draft.resume.name = plain(text);
  else if (level === 3) subHeading(draft, plain(text));
  // Any other section keeps its lines under its own title: nothing the user wrote is dropped.
  else if (level !== undefined && level <= 2 && plain(text)) {
    switchSection(draft, 'custom');
    draft.custom = { title: plain(text), items: [] };
  } else if (level !== undefined) switchSection(draft, 'other');
  else return false;
  return true;
}

type Reader = (draft: Draft, content: string, isBullet: boolean) => void;

const SECTION_READERS: Partial<Record<Section, Reader>> = {
  top: (draft, content) => contactLine(draft, content),
  contact: (draft, content) => contactLine(draft, content),
  summary: (draft, content) => {
    draft.summary.push(content);
  },
  experience: experienceLine,
  education: (draft, content) => educationLine(draft, content),
  skills: skillLine,
  certifications: (draft, content) => {
    draft.resume.certifications.push(credentialLine(content));
  },
  courses: (draft, content) => {
    const { name, issuer, year } = credentialLine(content);
    draft.resume.courses = [...(draft.resume.courses ?? []), { name, issuer: issuer ?? '', year }];
  },
  languages: languageLine,
  projects: entryLine,
  awards: entryLine,
  volunteering: entryLine,
  publications: entryLine,
  custom: (draft, content) => {
    draft.custom?.items.push(content);
  },
};

function switchSection(draft: Draft, section: Section): void {
  closeAll(draft);
  draft.section = section;
}

function closeAll(draft: Draft): void {
  closeJob(draft);
  closeSchool(draft);
  closeEntry(draft);
  const custom = draft.custom;
  draft.custom = null;
  if (custom && custom.items.length > 0) draft.resume.custom = [...(draft.resume.custom ?? []), custom];
}

function subHeading(draft: Draft, text: string): void {
  if (draft.section === 'experience') {
    closeJob(draft);
    draft.job = { company: text, role: '', start_date: '', end_date: null, responsibilities: [] };
  } else if (draft.section === 'education') {
    closeSchool(draft);
    draft.school = { institution: text, degree: '', graduation_year: '' };
  } else if (isEntrySection(draft.section)) {
    closeEntry(draft);
    draft.entry = openEntry(draft.section, text);
  }
}

/** A new entry titled by its `### ` heading: a project's or award's name, an organisation, a title. */
function openEntry(section: EntrySection, title: string): OpenEntry {
  switch (section) {
    case 'projects':
      return { section, value: { ...NEW_ENTRY.projects(), name: title } };
    case 'awards':
      return { section, value: { ...NEW_ENTRY.awards(), name: title } };
    case 'volunteering':
      return { section, value: { ...NEW_ENTRY.volunteering(), organization: title } };
    case 'publications':
      return { section, value: { ...NEW_ENTRY.publications(), title } };
  }
}

function entryLine(draft: Draft, content: string, isBullet: boolean): void {
  if (!isEntrySection(draft.section)) return;
  draft.entry ??= openEntry(draft.section, '');
  const labelled = LABELLED.exec(content);
  const label = labelled?.[1]?.toLowerCase().trim() ?? '';
  const value = labelled?.[2]?.trim() ?? '';
  const range = isBullet ? null : parseDateRange(content);
  const entry = draft.entry;
  switch (entry.section) {
    case 'projects': {
      const p = entry.value;
      if (label === 'link' || label === 'url') p.link = value;
      else if (label === 'description') p.description = value;
      else if (range && !p.start_date) [p.start_date, p.end_date] = [range.start, range.end ?? ''];
      else if (!isBullet && !p.description) p.description = content;
      else p.bullets.push(content);
      return;
    }
    case 'awards': {
      const a = entry.value;
      if (label === 'issuer' || label === 'awarded by') a.issuer = value;
      else if (label === 'year' || label === 'date') a.year = normalizeDate(value);
      else if (label === 'description') a.description = value;
      else a.description = [a.description, content].filter(Boolean).join(' ');
      return;
    }
    case 'volunteering': {
      const v = entry.value;
      if (range && !v.start_date) [v.start_date, v.end_date] = [range.start, range.end ?? ''];
      else if (!isBullet && !v.role) v.role = content;
      else v.bullets.push(content);
      return;
    }
    case 'publications': {
      const p = entry.value;
      if (label === 'publisher' || label === 'journal' || label === 'venue') p.publisher = value;
      else if (label === 'year' || label === 'date') p.year = normalizeDate(value);
      else if (label === 'link' || label === 'url' || label === 'doi') p.link = value;
      else if (!p.publisher) p.publisher = content;
      return;
    }
  }
}

function closeEntry(draft: Draft): void {
  const entry = draft.entry;
  draft.entry = null;
  if (!entry) return;
  const hasContent = Object.values(entry.value).some((v) => (Array.isArray(v) ? v.length > 0 : v !== ''));
  if (!hasContent) return;
  const resume = draft.resume;
  switch (entry.section) {
    case 'projects':
      resume.projects = [...(resume.projects ?? []), entry.value];
      return;
    case 'awards':
      resume.awards = [...(resume.awards ?? []), entry.value];
      return;
    case 'volunteering':
      resume.volunteering = [...(resume.volunteering ?? []), entry.value];
      return;
    case 'publications':
      resume.publications = [...(resume.publications ?? []), entry.value];
      return;
  }
}

/** "English: Native", "French (B2)", "German - basic", or a plain list "English, Spanish". */
function languageLine(draft: Draft, content: string, isBullet: boolean): void {
  const items = isBullet ? [content] : content.split(/\s*[,;•|]\s*/);
  for (const item of items) {
    const match = /^([^:()]+?)\s*(?::\s*|\(([^)]*)\)|\s[-–—]\s)(.*)$/.exec(item);
    const name = (match ? match[1] : item)?.trim() ?? '';
    const level = (match ? (match[2] ?? match[3]) : '')?.trim() ?? '';
    if (name) draft.resume.languages = [...(draft.resume.languages ?? []), { name, level }];
  }
}

function contactLine(draft: Draft, content: string): void {
  const labelled = LABELLED.exec(content);
  const resume = draft.resume;
  if (labelled) {
    const label = (labelled[1] ?? '').toLowerCase().replace(/[\s-]/g, '');
    const value = (labelled[2] ?? '').trim();
    if (label === 'name' || label === 'fullname') resume.name = value;
    else if (label === 'email' || label === 'emailaddress') resume.email = value;
    else if (label === 'phone' || label === 'telephone' || label === 'mobile' || label === 'phonenumber')
      resume.phone = value;
    else if (label === 'linkedin') resume.linkedin = value;
    else if (label === 'portfolio' || label === 'website' || label === 'github') resume.portfolio = value;
    return;
  }
  // Unlabelled contact lines ("jane@x.com | 555-0100 | linkedin.com/in/jane") are split on separators.
  for (const part of splitTrimmed(content, /[|·•]/)) {
    const email = resume.email ? undefined : findEmail(part);
    if (email) resume.email = email;
    else if (!resume.linkedin && /linkedin\.com/i.test(part)) resume.linkedin = part;
    else if (!resume.phone && PHONE.test(part)) resume.phone = PHONE.exec(part)?.[0]?.trim() ?? '';
    else if (!resume.portfolio && /^(?:https?:\/\/|www\.)\S+$/i.test(part)) resume.portfolio = part;
    else if (!resume.name && draft.section === 'top' && looksLikeName(part)) resume.name = part;
  }
}

/** The first e-mail address among a text's words. */
function findEmail(text: string): string | undefined {
  for (const word of text.split(/\s+/)) {
    const email = EMAIL_WORD.exec(word)?.[1];
    if (email) return email;
  }
  return undefined;
}

/** Splits on single separator characters and trims the parts (`\s*[|]\s*` would rescan runs of spaces). */
const splitTrimmed = (text: string, separator: RegExp) => text.split(separator).map((part) => part.trim());

/** An unlabelled top line is a name only when it reads like one: a few words, letters only, no sentence. */
function looksLikeName(text: string): boolean {
  return /^[\p{L}][\p{L} .'-]{1,60}$/u.test(text) && text.split(' ').length <= 5 && !text.endsWith('.');
}

function experienceLine(draft: Draft, content: string, isBullet: boolean): void {
  if (!draft.job) {
    draft.job = { company: '', role: '', start_date: '', end_date: null, responsibilities: [] };
  }
  const job = draft.job;
  if (isBullet || (job.role && job.start_date)) {
    job.responsibilities.push(content);
    return;
  }
  // "Role | May 2020 - Present" or "Role, 2019 - 2021" carry the dates on the role line.
  const parts = splitTrimmed(content, /\s\|\s/);
  for (const part of parts) {
    const range = parseDateRange(part);
    if (range && !job.start_date) {
      job.start_date = range.start;
      job.end_date = range.end;
    } else if (!job.role) job.role = part;
    else job.responsibilities.push(part);
  }
}

function educationLine(draft: Draft, content: string): void {
  const labelled = LABELLED.exec(content);
  const label = labelled?.[1]?.toLowerCase().trim();
  const value = labelled?.[2]?.trim() ?? '';
  // GPA, honours and coursework follow the graduation year that closed their school.
  const details = draft.school ?? draft.resume.education.at(-1);
  if (details && (label === 'gpa' || label === 'grade')) {
    details.gpa = value;
    return;
  }
  if (details && (label === 'honors' || label === 'honours')) {
    details.honors = value;
    return;
  }
  if (details && (label === 'coursework' || label === 'relevant coursework')) {
    details.coursework = value.split(/\s*[,;]\s*/).filter(Boolean);
    return;
  }
  if (!draft.school) draft.school = { institution: '', degree: '', graduation_year: '' };
  const school = draft.school;
  if (label === 'graduation year' || label === 'graduation' || label === 'year') {
    school.graduation_year = normalizeDate(value);
    closeSchool(draft);
  } else if (label === 'degree') school.degree = value;
  else if (label === 'institution' || label === 'school' || label === 'university')
    school.institution = value;
  else if (!school.degree) school.degree = content;
  else if (!school.institution) school.institution = content;
}

function skillLine(draft: Draft, content: string, isBullet: boolean): void {
  // "Languages: Python, Java" is a category label over a list; a bare bullet is one skill.
  const category = /^[^:]{1,30}:\s+(.+)$/.exec(content);
  const items = category
    ? splitTrimmed(category[1] ?? '', /[,;•|]/)
    : isBullet
      ? [content]
      : splitTrimmed(content, /[,;•|]/);
  for (const skill of items) {
    if (skill && !draft.skillSet.has(skill)) {
      draft.skillSet.add(skill);
      draft.resume.skills.push(skill);
    }
  }
}

/** "Name — Issuer, 2021", "Name, 2021" or "Name": certifications and courses. */
function credentialLine(content: string): Certification {
  const comma = content.lastIndexOf(',');
  const tail = comma >= 0 ? content.slice(comma + 1).trim() : '';
  const dated = comma > 0 && isDateToken(tail);
  const head = dated ? content.slice(0, comma).trim() : content;
  const year = dated ? normalizeDate(tail) : '';
  const dash = head.lastIndexOf(' — ');
  return dash > 0
    ? { name: head.slice(0, dash).trim(), issuer: head.slice(dash + 3).trim(), year }
    : { name: head, year };
}

function closeJob(draft: Draft): void {
  const job = draft.job;
  draft.job = null;
  if (job && (job.company || job.role || job.responsibilities.length > 0)) draft.resume.experience.push(job);
}

function closeSchool(draft: Draft): void {
  const school = draft.school;
  draft.school = null;
  if (school && (school.degree || school.institution || school.graduation_year)) {
    draft.resume.education.push(school);
  }
}
