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
 * doctorate. Indian and British abbreviations (B.Com, B.Tech, B.E., BEng, BBA, BSN, M.Com, M.Tech, MCA, MSN) are listed by
 * hand: no open list of degree names exists (O*NET has the levels, CIP the fields, ../shared/data/README.md).
 */
const LEVELS: ReadonlyArray<[RegExp, number]> = [
  [/\b(?:ph\.?\s?d|doctorate|doctoral|doctorado|doutorado|dottorato|doktor(?:at|grad)?)\b/i, 3],
  [
    new RegExp(
      String.raw`\b(?:master'?s?|m\.?sc|msc|m\.s\.|mba|m\.eng|m\.?com|m\.?tech|m\.e\.|m\.?c\.?a|msn|mag[ií]ster|mestrado|laurea (?:magistrale|specialistica)|dipl(?:om)?\.?-[a-z]+\.?|ma[iî]trise${AS_DEGREE})\b`,
      'iu',
    ),
    2,
  ],
  [
    new RegExp(
      String.raw`\b(?:bachelor'?s?|baccalaureate|b\.?sc|bsc|b\.s\.|b\.a\.|b\.?com|b\.?tech|b\.e\b\.?|b\.?eng|bba|b\.b\.a|bca|bsn|undergraduate degree|4-year degree|licenciatura|bacharelado|ingenier[oa]|laurea|licence${AS_DEGREE})\b`,
      'iu',
    ),
    1,
  ],
  // In capitals before a capitalised field, "BE Civil Engineering", "BS Computer Science", "BA (Hons)
  // English" are bachelor's degrees; in lower case "be", "ba" and "bs" are other words ("MS Office" is why
  // "MS" is not read so).
  [/\b(?:BE|BS|BA)\b(?=\.?\s+(?:in\s+|\(Hons\)\s+)?\p{Lu})/u, 1],
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

/** A degree named with its level and, when given, its field ("Bachelor's degree in Computer Science"). */
export interface DegreePhrase {
  /** The posting's own words. */
  text: string;
  level: number;
  field?: string;
  /** Preferred, a plus, desirable. */
  optional: boolean;
  /** "or equivalent experience", "or HR knowledge acquired through … experience". */
  equivalent: boolean;
}

/** A level word and what follows it: "degree", then "in"/"of" and the field up to a list's end. */
const DEGREE_PHRASE =
  /\b(?:(?:ph\.?\s?d|doctorate|master'?s?|m\.?sc|msc|mba|bachelor'?s?|baccalaureate|b\.?sc|bsc|b\.s\.|b\.a\.|undergraduate|associate'?s?)\b['’]?s?(?:\s+degree)?|\bdegree)(?:\s+(?:in|of)\s+((?:(?!or\b|and\b|with\b|from\b|plus\b|preferred\b|required\b|desired\b|desirable\b|is\b|are\b)[A-Za-z&/-]+\s?){1,5}))?/gi;
/**
 * Short degree names before a longer one, as a list of alternatives ("BS, MS, or PhD in Computer Science",
 * "BS/MS degree"). Read only in that place and in capitals: "MS" alone elsewhere is as often "MS Office".
 */
const ABBREVIATED_ALTERNATIVES =
  /(?:\b(?:BS|BA|BSc|B\.S\.|B\.A\.|MS|MA|MSc|M\.S\.|M\.A\.)\s*(?:[,/]\s*)?(?:or\s+|and\s+)?)+$/;
const ABBREVIATED_LEVEL = (name: string) => (/^B/.test(name) ? 1 : 2);
const BARE_RANK = /^(?:associate|master|bachelor|undergraduate)$/i;
const EQUIVALENT = /\bequivalent\b|\bor (?:\w+ ){0,6}experience\b/i;
const DEGREE_OPTIONAL = /\b(?:preferred|a plus|nice to have|bonus|desirable|ideally)\b/i;

/**
 * The degrees a posting's line asks for, in its own words, with the level of each (the lowest when it
 * names several: "Bachelor's or Master's"). A bare "Degree in Human Resources" is a bachelor's.
 */
export function degreePhrases(line: string): DegreePhrase[] {
  const out: DegreePhrase[] = [];
  for (const match of line.matchAll(DEGREE_PHRASE)) {
    const before = line.slice(0, match.index);
    const alternatives = ABBREVIATED_ALTERNATIVES.exec(before)?.[0] ?? '';
    const text = `${alternatives}${match[0]}`.trim();
    // "degree" alone only with its field or as "a degree": "to degree equivalent level" asks for none.
    if (/^degree$/i.test(text) && !/\ban?\s+$/i.test(before)) continue;
    // A level word that is also a rank, with no "'s", "degree" or field after it, is the rank: "Associate
    // Director", "Scrum Master", "Master Electrician", "undergraduate students".
    if (BARE_RANK.test(match[0].trim())) continue;
    const named = alternatives.match(/[BM][\w.]*/g) ?? [];
    const level = Math.min(lowestLevel(match[0]) || 1, ...named.map(ABBREVIATED_LEVEL));
    out.push({
      text,
      level,
      ...(match[1] && { field: match[1].trim() }),
      optional: DEGREE_OPTIONAL.test(line),
      equivalent: EQUIVALENT.test(line.slice(match.index)),
    });
    break;
  }
  return out;
}

/** The resume's degree lines: the line of each degree it names, with its level. */
export function resumeDegreeLines(resumeText: string): Array<{ line: string; level: number }> {
  const out: Array<{ line: string; level: number }> = [];
  for (const line of resumeText.slice(0, 50_000).split('\n')) {
    const level = highestLevel(line);
    if (level > 0) out.push({ line: line.trim(), level });
  }
  return out;
}

function highestLevel(text: string): number {
  const found = LEVELS.filter(([pattern]) => pattern.test(text)).map(([, level]) => level);
  return found.length > 0 ? Math.max(...found) : 0;
}
