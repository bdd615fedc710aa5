import { OPEN_END } from '../parse/dateRanges';
import { ENGLISH_MONTH } from '../parse/monthNames';
import { splitSections } from '../parse/sections';
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
/**
 * A range of years, each perhaps after a month: "Jan 2018 – Mar 2022", "01/2018 - 03/2022", "2018 –
 * Present", "Dec 2017 - Till Date" (an open end in any of the words the import reads as one).
 */
const DATE_RANGE = new RegExp(
  String.raw`\b((?:19|20)\d{2}) ?(?:-|–|—|to) ?(?:[a-z]{3,9}\.? |\d{1,2}\/)?((?:19|20)\d{2}|${OPEN_END})\b`,
  'gi',
);

/** Month names and their abbreviations, which a line of dates alone may hold besides its years. */
const MONTHS = new RegExp(`${ENGLISH_MONTH}\\.?`, 'gi');

/**
 * How far before "N years", within its sentence, a requirement's "Experience:" may stand ("Experience
 * required: 3 years").
 */
const EXPERIENCE_BEFORE_CHARS = 30;

/** Single spaces only, so the optional-space runs in the patterns above cannot backtrack. */
const collapse = (text: string) => text.replace(/\s+/g, ' ');
/**
 * Single spaces, line breaks kept: a posting's "N years" phrase ends with its line ("rising to 33 after 10
 * years" on one line is not "10 years … working" with the next line's "Flexible working").
 */
const collapseSpaces = (text: string) => text.replace(/[^\S\n]+/g, ' ').replace(/ ?\n[\s]*/g, '\n');

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
  const text = digitsForYears(collapseSpaces(jobDescription.slice(0, 20_000)));
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
 * The posting's own words for the years it asks ("4+ years of professional Python experience"), with the
 * figure; undefined when it states none. The words are quoted from the posting as it writes them (a
 * spelled number stays "three years").
 */
export function yearsPhrase(jobDescription: string): YearsPhrase | undefined {
  const asked = yearsAsked(jobDescription).stated;
  if (asked === 0) return undefined;
  const original = collapseSpaces(jobDescription.slice(0, 20_000));
  const text = digitsForYears(original);
  const lower = original.toLowerCase();
  const found: YearsPhrase[] = [];
  for (const match of text.matchAll(REQUIRED_YEARS)) {
    if (Number(match[1]) !== asked) continue;
    // Up to "experience" when it follows, else the next few words.
    const after = match[3] ?? '';
    const upTo =
      /^(.*?\bexperience\b)/i.exec(after)?.[1] ??
      after.split(/[,;(]/)[0]?.split(' ').slice(0, 5).join(' ') ??
      '';
    const phrase = `${match[0].slice(0, match[0].length - after.length)}${upTo}`.trim();
    for (
      let at = lower.indexOf(phrase.toLowerCase());
      at >= 0;
      at = lower.indexOf(phrase.toLowerCase(), at + 1)
    )
      found.push(withRole(original, at, at + phrase.length, asked));
    // A spelled number: the same words after the posting's own number word.
    const rest = phrase.replace(/^\d+/, '');
    const spelled = new RegExp(
      `\\b(?:${NUMBER_WORDS.join('|')})(?: \\(\\d{1,2}\\))?${escapeRegExp(rest)}`,
      'gi',
    );
    for (const said of original.matchAll(spelled))
      found.push(withRole(original, said.index, said.index + said[0].length, asked));
  }
  // The fullest of the posting's wordings: a title's "(5+ Years of Experience)" says less than the
  // requirement line's "5+ years of experience in web development".
  return found.find((f) => f.role) ?? found.find((f) => /experience$/i.test(f.text)) ?? found[0];
}

/** The posting's words for the years it asks, the figure, and the role or field named with them. */
interface YearsPhrase {
  text: string;
  years: number;
  role?: string;
}

/**
 * The role or field the years are asked in, when the words after "experience" name one ("as a plumber's
 * helper or apprentice plumber", "in accounts payable"): up to the clause's end, a few words at most.
 */
// A line break before a lower-case word is the page's wrapping ("scalable and⏎user-friendly").
const ROLE_AFTER = /^ (?:as an?|in|with) ((?:[^\s.;:(!?]+(?: |(?<!-)\n(?=\p{Ll}))?){1,8})/iu;
/**
 * A comma opening an aside ("…, ideally in fintech", "…, which…"), or examples with or without one
 * ("…coding in languages including, but not limited to C++"): the role ends before it.
 */
const ASIDE =
  /(?:,\s*(?:\p{L}+ly|such|which|who|where|with)\b|,?\s+(?:including|such as|e\.g\.?)(?=\W|$)).*$/iu;
/**
 * Two sentences a scraped posting ran together ("…distributed systemsTechnical expertise"): a capitalised
 * word of four letters or more glued to a lower-case one of four or more. Names keep their inner capitals
 * ("JavaScript", "DevOps" and "iOS" do not fit it).
 */
const GLUED = /(?<=(?:^|[^\p{L}])\p{Ll}{4,})\p{Lu}\p{Ll}{3,}.*$/u;
/** A phrase cut short at its last preposition ("…or helper in the electrical" → "…or helper"). */
const CUT_PHRASE = /\s+(?:in|within|of|for|at|on|from|to|by|with)\s+\S+(?:\s+\S+){0,2}$/i;
/** Words a role's phrase does not end on: a list or a participle cut short ("…or", "…plumber acquired"). */
const DANGLING = /(?:[\s,]+(?:and|or|with|in|of|the|a|an|to|for|\p{L}+ed))+[\s,]*$|[\s,]+$/iu;

/** The posting's years phrase from `from` to `to`, with the role or field named after it. */
function withRole(original: string, from: number, to: number, years: number): YearsPhrase {
  const said = original.slice(from, to);
  const after = /\bexperience$/i.test(said) ? ROLE_AFTER.exec(original.slice(to)) : null;
  let role = after?.[1]?.replace(GLUED, '').replace(ASIDE, '').trim() ?? '';
  // The clause runs on past the words read: end the role before its last, unfinished, phrase.
  if (after && /^\p{L}/u.test(original.slice(to + after[0].length))) role = role.replace(CUT_PHRASE, '');
  role = role.replace(DANGLING, '');
  if (!role) return { text: said, years };
  const text = original.slice(from, to + original.slice(to).indexOf(role) + role.length);
  return { text: text.replace(/\n/g, ' '), years, role: role.replace(/\n/g, ' ') };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The experience note's words for what is asked: "2–4 years asked" for a range (its least is the
 * requirement), "5+ years asked", or "7 years implied by the title" when the posting states none.
 */
export function describeYearsAsked(asked: YearsAsked): string {
  if (asked.stated === 0) return `${asked.title} years implied by the title`;
  return `${asked.upTo !== undefined ? `${asked.stated}–${asked.upTo}` : `${asked.stated}+`} years asked`;
}

/**
 * Years the resume shows: an explicit claim ("over 7 years of experience"), else the years its date ranges
 * cover, overlapping roles merged (two jobs held at once are not twice the years), and career breaks and
 * study left out ("Career Break 2019 – 2021" is time away from work, "2013 – 2017 B.E Computer Science"
 * under Education is a degree's years, not experience).
 */
export function resumeYears(resumeText: string, now = new Date()): number {
  return yearsShown(resumeText, now).years;
}

/** The years the resume shows (see resumeYears) and the resume's own words that show them. */
export function yearsShown(resumeText: string, now = new Date()): { years: number; evidence: string } {
  const text = collapse(resumeText.slice(0, 50_000));
  let claimed = 0;
  let claim = '';
  for (const match of text.matchAll(CLAIMED_YEARS)) {
    const years = Number(match[1]);
    if (years <= 50 && years > claimed && /experience|career|industry|professional/i.test(match[2] ?? '')) {
      claimed = years;
      claim = match[0];
    }
  }
  // A stated figure beats the dates, which would also count years of study.
  if (claimed > 0) {
    // The line that says it, as the resume writes it.
    const line = resumeText.split('\n').find((l) => collapse(l).includes(claim.trim().slice(0, 20)));
    return { years: claimed, evidence: (line ?? claim).trim() };
  }
  const thisYear = now.getUTCFullYear();
  const yearsOf = (match: RegExpMatchArray): [number, number] | undefined => {
    const start = Number(match[1]);
    const end = /^\d/.test(match[2] ?? '') ? Number(match[2]) : thisYear;
    return start <= end && end <= thisYear + 1 ? [start, end] : undefined;
  };
  const notWork = new Set([
    ...careerBreaks(resumeText.slice(0, 50_000)).keys(),
    ...studyRanges(resumeText.slice(0, 50_000)),
  ]);
  const intervals: Array<[number, number]> = [];
  const shown: string[] = [];
  for (const match of text.matchAll(DATE_RANGE)) {
    const range = yearsOf(match);
    if (!range || notWork.has(match[0].toLowerCase())) continue;
    intervals.push(range);
    shown.push(match[0]);
  }
  intervals.sort((a, b) => a[0] - b[0]);
  let years = 0;
  let current: [number, number] | undefined;
  for (const range of intervals) {
    if (current && range[0] <= current[1]) current[1] = Math.max(current[1], range[1]);
    else {
      if (current) years += current[1] - current[0];
      current = [...range];
    }
  }
  if (current) years += current[1] - current[0];
  return { years, evidence: shown.slice(0, 4).join(', ') };
}

/** The date ranges under the resume's Education heading, by their text (lower case), as careerBreaks. */
function studyRanges(resumeText: string): string[] {
  const lines = resumeText
    .split('\n')
    .map((line) => collapse(line).trim())
    .filter(Boolean);
  return (splitSections(lines).get('education') ?? []).flatMap((line) =>
    [...line.matchAll(DATE_RANGE)].map((range) => range[0].toLowerCase()),
  );
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
