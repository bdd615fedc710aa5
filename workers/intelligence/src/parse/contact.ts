/** Contact details from the top of a resume: e-mail, phone, LinkedIn, portfolio and the name. */
import { NAME_START } from './markers';

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,6}/;
const PHONE =
  /(?:\(?\+\s?\d{1,3}\)?[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?(?:\d{2,5}(?:[\s.-]{1,2}\d{2,5}){1,4}|\d{7,12})/g;
/**
 * A number written with its country code ("+44 20 7946 0958", "+31 6 12345678", "+91 98765 43210"):
 * groups of any length after the code, single separators between them, 8–15 digits in all.
 */
const INTERNATIONAL = /(?:\(\+|(?<![\w+(])\+) ?\d{1,3}\)?(?:[ .-]?\(?\d{1,6}\)?){1,6}(?!\w)/g;
/** A national number in groups of any length ("07700 900123", "0412 345 678"). */
const NATIONAL = /(?<![\w+])\d{2,6}(?:[ .-]\d{1,8}){1,4}(?!\w)/g;
const NANP =
  /(?:\+1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]\d{4}\b|\+1[\s.-]?\(\d{3}\)[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_.-]{2,100}\/?/i;
const WEBSITE =
  /(?:https?:\/\/)?(?:www\.)?(?:github\.com\/[A-Za-z0-9_.-]{1,100}|(?:[a-z0-9-]{1,63}\.){0,3}[a-z0-9-]{2,63}\.(?:com|io|dev|me|net|org|in|co|app)(?:\/[^\s|,]*)?)/i;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*-\s*(?:19|20)\d{2}$/;

/** Words that make a line a job title or a heading rather than a person's name. */
const NOT_NAME =
  /\b(?:resume|curriculum|vitae|cv|engineer|developer|manager|designer|architect|analyst|consultant|director|specialist|coordinator|assistant|associate|intern|nurse|technician|accountant|officer|administrator|scientist|teacher|writer|template|summary|profile|objective|contact|experience|education|skills|street|avenue|road|suite|city|state|united|email|phone|address)\b/i;

export function findEmail(text: string): string {
  return EMAIL.exec(text)?.[0] ?? '';
}

/**
 * The phone number: one written with its country code wins whole (a North American reading would drop
 * the code and a short group pattern would cut "+31 6 12345678"); then a North American number written
 * the usual way (so a ZIP code before it is not taken in); then the first phone-like number with 7–15
 * digits that is not a span of years.
 */
export function findPhone(text: string): string {
  for (const match of text.matchAll(INTERNATIONAL)) {
    const digits = match[0].replace(/\D/g, '').length;
    if (digits >= 8 && digits <= 15) return match[0].trim();
  }
  const northAmerican = NANP.exec(text)?.[0];
  if (northAmerican) return northAmerican.trim();
  for (const match of [...text.matchAll(NATIONAL), ...text.matchAll(PHONE)]) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '');
    const onlyYears = candidate.split(/[\s.-]+/).every((group) => /^(?:19|20)\d{2}$/.test(group));
    if (digits.length >= 7 && digits.length <= 15 && !YEAR_RANGE.test(candidate) && !onlyYears)
      return candidate;
  }
  return '';
}

export function findLinkedin(text: string): string {
  return LINKEDIN.exec(text)?.[0] ?? '';
}

/** A personal site or GitHub profile; e-mail domains and LinkedIn are not portfolios. */
export function findPortfolio(lines: readonly string[]): string {
  for (const line of lines) {
    for (const part of line.split(/\s*[|•·,]\s*|\s{2,}|\s—\s/)) {
      if (EMAIL.test(part) || /linkedin/i.test(part)) continue;
      const match = WEBSITE.exec(part);
      // "resumeviking.com/templates/word": the template's own page, left in by whoever filled it in.
      if (match && !/\/templates?\b/i.test(match[0])) return match[0];
    }
  }
  return '';
}

/**
 * The name: the first line near the top that reads like a person's name once trailing titles and run-on
 * text are cut away ("Omkar PathakSOFTWARE ENGINEER", "MICHELLE LOPEZ, Fashion Designer"). A "Name" label
 * (Word table forms) wins over position.
 */
export function findName(lines: readonly string[]): string {
  for (const line of lines.slice(0, 40)) {
    const labelled = /(?:^|\|\s*)(?:full\s+)?name\s*[:|]\s*([^|]+)/i.exec(line);
    if (labelled?.[1]) {
      const name = nameCandidate(labelled[1]);
      if (name) return name;
    }
  }
  for (const line of lines.slice(0, 12)) {
    const name = nameCandidate(line);
    if (name) return name;
  }
  return '';
}

/**
 * A name that extraction put late in the text (a two-column PDF emits the sidebar, or the contact
 * block, after the experience): a name-like line within three lines of the e-mail address.
 */
export function findNameNearEmail(lines: readonly string[], email: string): string {
  if (!email) return '';
  const at = lines.findIndex((l) => l.includes(email));
  if (at < 0) return '';
  for (const offset of [-1, 1, -2, 2, -3, 3]) {
    const name = nameCandidate(lines[at + offset] ?? '');
    if (name) return name;
  }
  return '';
}

/**
 * `JONATHAN "JON" MERCER`, `María 'Majo' López`: the name someone goes by, in quotes between their given
 * name and their surname (curly quotes are made straight before the parse). It is part of how they write
 * their name, so it is kept, but the name is judged without it.
 */
const NICKNAME = /\s(?:"[^"\s]{1,20}"|'[^'\s]{1,20}')(?=\s)/;

function nameCandidate(line: string): string {
  const head = splitRunOn(
    line.split(/\s*[|,•·—]\s*|\s{2,}|\s+-\s+|\b(?:e-?mail|phone|mobile|tel)\s*:/i)[0] ?? '',
  ).trim();
  const name = head.replace(NICKNAME, '');
  const words = name.split(/\s+/);
  if (words.length < 1 || words.length > 4 || name.length > 40) return '';
  if (!/^[\p{L}][\p{L}.'-]*(?:\s[\p{L}][\p{L}.'-]*)*$/u.test(name) || NOT_NAME.test(name)) return '';
  // One word only counts when it is written like a name block ("ANDERSON", "山田太郎"), not a sentence
  // fragment.
  if (words.length === 1 && !/^(?:\p{Lu}{3,}|\p{Lo}{2,})$/u.test(name)) return '';
  return words.every((w) => NAME_START.test(w)) ? head : '';
}

/**
 * Cuts text that a PDF ran into the name without a space: a lower-case letter followed by a capital that
 * starts a new word ("PathakSOFTWARE", "ParkDevOps"). The word before must have four letters or more so
 * names like "McDonald" and "DeAndre" stay whole.
 */
export function splitRunOn(text: string): string {
  const match = /(\p{Lu}\p{Ll}{3,})(?=\p{Lu})/u.exec(text);
  return match ? text.slice(0, (match.index ?? 0) + (match[1]?.length ?? 0)) : text;
}
