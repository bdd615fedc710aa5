import { titleYears } from './seniority';

/**
 * Years of experience: what a posting asks for and what a resume shows. Applicant-tracking systems screen
 * on this ("5+ years"), so the score takes it into account. Patterns are bounded, anchored on digits and
 * free of nested quantifiers, so they run in linear time.
 */

const REQUIRED_YEARS =
  /(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(?:years?|yrs)\b(?:\s+of)?([^.\n]{0,60})/gi;
const CLAIMED_YEARS = /\b(\d{1,2}) ?\+? ?(?:years?|yrs)\b(?: of)?([^.\n]{0,40})/gi;
const DATE_RANGE =
  /\b((?:19|20)\d{2}) ?(?:-|–|—|to) ?(?:[a-z]{3,9}\.? )?((?:19|20)\d{2}|present|current|now)\b/gi;

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

/** The most years of experience the posting asks for, stated or implied by its title (0 when neither). */
export function requiredYears(jobDescription: string): number {
  let most = titleYears(jobDescription);
  for (const match of digitsForYears(collapse(jobDescription.slice(0, 20_000))).matchAll(REQUIRED_YEARS)) {
    const years = Number(match[1]);
    // Only "N years of experience …" counts; "founded 20 years ago" does not.
    if (years > 0 && years <= 20 && /experience|professional|industry|working/i.test(match[2] ?? '')) {
      most = Math.max(most, years);
    }
  }
  return most;
}

/** Years the resume shows: an explicit claim ("over 7 years of experience"), else the span of its date ranges. */
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
  let earliest = Number.POSITIVE_INFINITY;
  let latest = 0;
  for (const match of text.matchAll(DATE_RANGE)) {
    const start = Number(match[1]);
    const end = /^\d/.test(match[2] ?? '') ? Number(match[2]) : thisYear;
    if (start <= end && end <= thisYear + 1) {
      earliest = Math.min(earliest, start);
      latest = Math.max(latest, end);
    }
  }
  const span = Number.isFinite(earliest) ? latest - earliest : 0;
  // A stated figure beats the span, which would also count years of study.
  return claimed > 0 ? claimed : span;
}
