import { ENGLISH_MONTH } from '../parse/monthNames';
import { namesBreak } from '../text/careerBreaks';
import { titleYears } from './seniority';

/**
 * Years of experience: what a posting asks for and what a resume shows. Applicant-tracking systems screen
 * on this ("5+ years"), so the score takes it into account. Patterns are bounded, anchored on digits and
 * free of nested quantifiers, so they run in linear time.
 */

const REQUIRED_YEARS =
  /(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*(\d{1,2})\s*)?\+?\s*(?:years?|yrs)\b(?:\s+of)?([^.\n]{0,60})/gi;
const CLAIMED_YEARS = /\b(\d{1,2}) ?\+? ?(?:years?|yrs)\b(?: of)?([^.\n]{0,40})/gi;
/** A range of years, each perhaps after a month: "Jan 2018 – Mar 2022", "01/2018 - 03/2022", "2018 – Present". */
const DATE_RANGE =
  /\b((?:19|20)\d{2}) ?(?:-|–|—|to) ?(?:[a-z]{3,9}\.? |\d{1,2}\/)?((?:19|20)\d{2}|present|current|now)\b/gi;

/** Month names and their abbreviations, which a line of dates alone may hold besides its years. */
const MONTHS = new RegExp(`${ENGLISH_MONTH}\\.?`, 'gi');

/**
 * How far before "N years", within its sentence, a requirement's "Experience:" may stand ("Experience
 * required: 3 years").
 */
const EXPERIENCE_BEFORE_CHARS = 30;

/** Single spaces only, so the optional-space runs in the patterns above cannot backtrack. */
const collapse = (text: string) => text.replace(/\s+/g, ' ');

const NUMBER_WORDS =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen'.split(' ');
/**
 * "ten years", "five (5) years" and "two-three years" as digits: public-sector and healthcare postings spell
 * their numbers out. A number word counts only right before "years", so "one of our teams" stays prose.
 */
const SPELLED_YEARS = new RegExp(
  `\\b(${NUMBER_WORDS.join('|')})(?: \\(\\d{1,2}\\))?(?=(?: ?(?:-|–|to) ?(?:${NUMBER_WORDS.join('|')}|\\d{1,2})(?: \\(\\d{1,2}\\))?)? ?\\+? ?(?:years?|yrs)\\b)`,
  'gi',
);
const digitsForYears = (text: string) =>
  text.replace(SPELLED_YEARS, (_, word: string) => String(NUMBER_WORDS.indexOf(word.toLowerCase()) + 1));

/**
 * The years of experience a posting asks for: `stated` the highest figure it states for experience ("2-4
 * years" states at least 2) and `upTo` the top of that range, `title` the years its title's level implies
 * ("Senior" → 5; 0 for none).
 */
export interface YearsAsked {
  stated: number;
  upTo?: number;
  title: number;
}

/**
 * The years the score asks for: what the posting states, else what its title implies (0 when neither). The
 * title's figure is our rough scale (see seniority), a guess for a posting that says nothing: a posting
 * that states "2 years" asks for two whatever its title, and a title above the resume's is judged by the
 * level held (levelAbove), not by years.
 */
export function requiredYears(jobDescription: string): number {
  const asked = yearsAsked(jobDescription);
  return asked.stated > 0 ? asked.stated : asked.title;
}

/** What the posting says about years: its highest stated figure with its range, and its title's years. */
export function yearsAsked(jobDescription: string): YearsAsked {
  let stated = 0;
  let upTo: number | undefined;
  const text = digitsForYears(collapse(jobDescription.slice(0, 20_000)));
  for (const match of text.matchAll(REQUIRED_YEARS)) {
    const years = Number(match[1]);
    const top = match[2] === undefined ? undefined : Number(match[2]);
    // Only "N years of experience …", "Experience: N years" or "N years as a nurse" counts; "founded 20
    // years ago" does not.
    const before =
      text
        .slice(Math.max(0, (match.index ?? 0) - EXPERIENCE_BEFORE_CHARS), match.index)
        .split(/[.;!?]/)
        .pop() ?? '';
    const after = match[3] ?? '';
    if (
      years > stated &&
      years <= 20 &&
      (/experience|professional|industry|working/i.test(after) ||
        /\bexperience\b/i.test(before) ||
        /^ (?:as|in) an? /i.test(after))
    ) {
      stated = years;
      upTo = top !== undefined && top > years ? top : undefined;
    }
  }
  return { stated, ...(upTo !== undefined && { upTo }), title: titleYears(jobDescription) };
}

/**
 * The experience note's words for what is asked: "2–4 years asked" for a range (its least is the
 * requirement), "5+ years asked", or "7 years implied by the title" when the posting states none.
 */
export function describeYearsAsked(asked: YearsAsked): string {
  if (asked.stated === 0) return `${asked.title} years implied by the title`;
  return `${asked.upTo !== undefined ? `${asked.stated}–${asked.upTo}` : `${asked.stated}+`} years asked`;
}

/**
 * Years the resume shows: an explicit claim ("over 7 years of experience"), else the span of its date
 * ranges less the career breaks in it ("Career Break 2019 – 2021" is time away from work, not experience).
 */
export function resumeYears(resumeText: string, now = new Date()): number {
  const text = collapse(resumeText.slice(0, 50_000));
  let claimed = 0;
  for (const match of text.matchAll(CLAIMED_YEARS)) {
    const years = Number(match[1]);
    if (years <= 50 && /experience|career|industry|professional/i.test(match[2] ?? '')) {
      claimed = Math.max(claimed, years);
    }
  }
  const thisYear = now.getUTCFullYear();
  const yearsOf = (match: RegExpMatchArray): [number, number] | undefined => {
    const start = Number(match[1]);
    const end = /^\d/.test(match[2] ?? '') ? Number(match[2]) : thisYear;
    return start <= end && end <= thisYear + 1 ? [start, end] : undefined;
  };
  const breaks = careerBreaks(resumeText.slice(0, 50_000));
  let earliest = Number.POSITIVE_INFINITY;
  let latest = 0;
  for (const match of text.matchAll(DATE_RANGE)) {
    const range = yearsOf(match);
    if (!range || breaks.has(match[0].toLowerCase())) continue;
    earliest = Math.min(earliest, range[0]);
    latest = Math.max(latest, range[1]);
  }
  let span = Number.isFinite(earliest) ? latest - earliest : 0;
  // A break between two roles lies inside the span: its years are taken out of it.
  for (const range of breaks.values()) {
    const [start, end] = yearsOf(range) ?? [0, 0];
    span -= Math.max(0, Math.min(end, latest) - Math.max(start, earliest));
  }
  // A stated figure beats the span, which would also count years of study.
  return claimed > 0 ? claimed : Math.max(0, span);
}

/**
 * The date ranges of the resume's career breaks, by their text (lower case): a range on a line that names
 * a break ("Career Break | 2019 – 2021"), or on a line of dates alone under one ("Sabbatical" then
 * "2019 – 2021"). A line of dates alone under any other heading is that entry's.
 */
function careerBreaks(resumeText: string): Map<string, RegExpMatchArray> {
  const breaks = new Map<string, RegExpMatchArray>();
  let previous = '';
  for (const raw of resumeText.split('\n')) {
    const line = collapse(raw).trim();
    if (!line) continue;
    const ranges = [...line.matchAll(DATE_RANGE)];
    const datesOnly =
      ranges.length > 0 && !/[a-z]{3,}/i.test(line.replace(DATE_RANGE, '').replace(MONTHS, ''));
    if (namesBreak(line) || (datesOnly && namesBreak(previous)))
      for (const range of ranges) breaks.set(range[0].toLowerCase(), range);
    previous = line;
  }
  return breaks;
}
