import { sentences } from './sentences';

/** Degree levels an ATS screens on: 1 bachelor, 2 master, 3 doctorate. */
const LEVELS: ReadonlyArray<[RegExp, number]> = [
  [/\b(?:ph\.?\s?d|doctorate|doctoral)\b/i, 3],
  [/\b(?:master'?s?|m\.?sc|msc|m\.s\.|mba|m\.eng)\b/i, 2],
  [/\b(?:bachelor'?s?|b\.?sc|bsc|b\.s\.|b\.a\.|undergraduate degree|4-year degree)\b/i, 1],
];
const OPTIONAL =
  /\b(?:preferred|a plus|nice to have|bonus|desirable|ideally|or equivalent|equivalent experience)\b/i;
/** The lowest alternative counts: "Bachelor's or Master's" requires a bachelor's. */
function lowestLevel(text: string): number {
  const found = LEVELS.filter(([pattern]) => pattern.test(text)).map(([, level]) => level);
  return found.length > 0 ? Math.min(...found) : 0;
}

/** The degree level the posting requires (0 when none or only preferred). */
export function requiredDegree(jobDescription: string): number {
  let most = 0;
  for (const sentence of sentences(jobDescription.slice(0, 20_000))) {
    if (!OPTIONAL.test(sentence)) most = Math.max(most, lowestLevel(sentence));
  }
  return most;
}

/** The highest degree level the resume shows. */
export function resumeDegree(resumeText: string): number {
  let most = 0;
  for (const [pattern, level] of LEVELS)
    if (pattern.test(resumeText.slice(0, 50_000))) most = Math.max(most, level);
  return most;
}
