import { sentences } from './sentences';

/**
 * A word that is a degree's name only when its subject follows ("Licence en droit", "Maîtrise in
 * Economics", "Licence ès lettres", "Licence professionnelle"): else "Full UK driving licence" would be a
 * French bachelor's and "maîtrise de l'anglais" (command of English) a master's.
 */
const AS_DEGREE = String.raw`(?=\s+(?:en|in|ès|es|professionnelle)\b)`;

/**
 * Degree levels an ATS screens on: 1 bachelor, 2 master, 3 doctorate. Degrees of other countries stand at
 * the level credential evaluators give them: a Licenciatura, Bacharelado, Licence, Laurea (the three-year
 * one) or Spanish-speaking Ingeniero is a bachelor's; a Magíster, Mestrado, Maîtrise, Laurea magistrale or
 * German Diplom (Diplom-Ingenieur, Dipl.-Kfm.) a master's; a Doctorado, Doutorado, Dottorato or Doktor a
 * doctorate.
 */
const LEVELS: ReadonlyArray<[RegExp, number]> = [
  [/\b(?:ph\.?\s?d|doctorate|doctoral|doctorado|doutorado|dottorato|doktor(?:at|grad)?)\b/i, 3],
  [
    new RegExp(
      String.raw`\b(?:master'?s?|m\.?sc|msc|m\.s\.|mba|m\.eng|mag[ií]ster|mestrado|laurea (?:magistrale|specialistica)|dipl(?:om)?\.?-[a-z]+\.?|ma[iî]trise${AS_DEGREE})\b`,
      'iu',
    ),
    2,
  ],
  [
    new RegExp(
      String.raw`\b(?:bachelor'?s?|b\.?sc|bsc|b\.s\.|b\.a\.|undergraduate degree|4-year degree|licenciatura|bacharelado|ingenier[oa]|laurea|licence${AS_DEGREE})\b`,
      'iu',
    ),
    1,
  ],
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
