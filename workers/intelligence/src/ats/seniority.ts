import { words } from '../text/tokens';
import { postingTitle } from './postingTitle';

/**
 * Seniority levels of job titles, highest first, with the years of experience each implies (our own rough
 * scale). Postings for lead, staff or principal roles screen on the level a candidate has held, not only on
 * years: a resume whose titles never rose above "Software Engineer" rarely passes a Staff screen. Lead and
 * staff share a level: both are the step after senior. A founding engineer is hired to lead from the first
 * day, so "founding" is the lead level (7 of the 8 founding postings in the development pairs are no fit
 * for a resume of unlevelled titles). Junior titles need no entry: nothing is out of reach below.
 */
const LEVELS: ReadonlyArray<{ pattern: RegExp; level: number; years: number }> = [
  { pattern: /\b(?:director|head of|vice president|vp)\b/i, level: 4, years: 10 },
  // "Staff Nurse" and "Staff Accountant" are ordinary grades, not the staff level.
  {
    pattern:
      /\b(?:principal|staff(?! (?:nurse|accountant|auditor|pharmacist|physician|writer))|distinguished|architect)\b/i,
    level: 3,
    years: 9,
  },
  // An assistant or deputy manager ("Assistant Store Manager") is the step below the manager, as a senior
  // is below a lead; so is a first-line lead of a team, shift or crew ("Warehouse Team Lead", "Shift
  // Leader"), who works beside the team under its manager: a few years, not a lead engineer's seven.
  {
    pattern:
      /\b(?:(?:assistant|deputy|trainee)\s+(?:[a-z]+\s+){0,2}manager|(?:team|shift|crew)\s+lead(?:er)?)\b/i,
    level: 2,
    years: 3,
  },
  { pattern: /\b(?:lead|manager|founding)\b/i, level: 3, years: 7 },
  { pattern: /\b(?:senior|sr)\b/i, level: 2, years: 5 },
];
/** The level of a title naming none of the words above ("Software Engineer"). */
const UNLEVELLED = 1;
/** A resume line longer than this is a sentence, not a job title, so its level words do not count. */
const RESUME_TITLE_MAX_WORDS = 8;

const levelOf = (title: string) => LEVELS.find((l) => l.pattern.test(title));

/** Years implied by the posting's title (its first line), 0 for unlevelled or junior titles. */
export function titleYears(jobDescription: string): number {
  return levelOf(postingTitle(jobDescription))?.years ?? 0;
}

/** The posting title's level (1 unlevelled … 4 director); unlevelled when it has no title line. */
export function postingLevel(jobDescription: string): number {
  return levelOf(postingTitle(jobDescription))?.level ?? UNLEVELLED;
}

/** The highest level among the resume's short lines (its job titles); unlevelled when none names one. */
export function resumeLevel(resumeText: string): number {
  let highest = UNLEVELLED;
  for (const line of resumeText.slice(0, 50_000).split('\n')) {
    if (words(line).length > RESUME_TITLE_MAX_WORDS) continue;
    const found = levelOf(line);
    if (found && found.level > highest) highest = found.level;
  }
  return highest;
}

/**
 * Whether the posting's level is out of the resume's reach: two or more levels above the highest title the
 * resume has held (a Staff posting for a "Software Engineer"). One level up (Senior for a Software
 * Engineer) is a normal next step. The other way is no mismatch: experienced people finishing a degree
 * apply to new-grad roles, and the development pairs label those as fits.
 */
export function levelAbove(jobDescription: string, resumeText: string): boolean {
  return postingLevel(jobDescription) - resumeLevel(resumeText) >= 2;
}
