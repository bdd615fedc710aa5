import { postingTitle } from './postingTitle';

/**
 * Seniority levels of job titles, highest first, with the years of experience each implies (our own rough
 * scale), for a posting that states no years. Lead and staff share a level: both are the step after
 * senior. A founding engineer is hired to lead from the first day, so "founding" is the lead level.
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

const levelOf = (title: string) => LEVELS.find((l) => l.pattern.test(title));

/** Years implied by the posting's title (its first line), 0 for unlevelled or junior titles. */
export function titleYears(jobDescription: string): number {
  return levelOf(postingTitle(jobDescription))?.years ?? 0;
}
