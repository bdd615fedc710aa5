import { PREFERRED } from './preference';

/**
 * A word that is a degree's name only when its subject follows ("Licence en droit", "Maîtrise in
 * Economics", "Licence ès lettres", "Licence professionnelle"): else "Full UK driving licence" would be a
 * French bachelor's and "maîtrise de l'anglais" (command of English) a master's.
 */
const AS_DEGREE = String.raw`(?=\s+(?:en|in|ès|es|professionnelle)\b)`;

/**
 * Degree levels are O*NET's categories of "Required Level of Education" (element 2.D.1 in Education,
 * Training, and Experience Categories), so that levels compare as the occupational data does: a high
 * school diploma or the equivalent is 2, an associate's degree 5, a bachelor's 6, a master's 8, a
 * doctorate 11.
 */
export const DEGREE_LEVEL = { highSchool: 2, associate: 5, bachelor: 6, master: 8, doctorate: 11 } as const;

/**
 * The words that name each level. Degrees of other countries stand at the level credential evaluators give
 * them: a Licenciatura, Bacharelado, Licence, Laurea (the three-year one) or Spanish-speaking Ingeniero is a
 * bachelor's; a Magíster, Mestrado, Maîtrise, Laurea magistrale or German Diplom (Diplom-Ingenieur,
 * Dipl.-Kfm.) a master's; a Doctorado, Doutorado, Dottorato or Doktor a doctorate; the British HND and
 * foundation degree an associate's; GCSEs and A levels a high school's. Indian and British abbreviations
 * (B.Com, B.Tech, B.E., BEng, BBA, BSN, M.Com, M.Tech, MCA, MSN) are listed by hand: no open list of degree
 * names exists (O*NET has the levels, CIP the fields, ../shared/data/README.md).
 */
const LEVELS: ReadonlyArray<[RegExp, number]> = [
  [
    /\b(?:ph\.?\s?d|doctorate|doctoral|doctorado|doutorado|dottorato|doktor(?:at|grad)?)\b/i,
    DEGREE_LEVEL.doctorate,
  ],
  [
    new RegExp(
      String.raw`\b(?:master'?s?|m\.?sc|msc|m\.s\.|mba|m\.eng|m\.?com|m\.?tech|m\.e\.|m\.?c\.?a|msn|mag[ií]ster|mestrado|laurea (?:magistrale|specialistica)|dipl(?:om)?\.?-[a-z]+\.?|ma[iî]trise${AS_DEGREE})\b`,
      'iu',
    ),
    DEGREE_LEVEL.master,
  ],
  [
    new RegExp(
      String.raw`\b(?:bachelor'?s?|baccalaureate|b\.?sc|bsc|b\.s\.|b\.a\.|b\.?com|b\.?tech|b\.e\b\.?|b\.?eng|bba|b\.b\.a|bca|bsn|undergraduate degree|4-year degree|licenciatura|bacharelado|ingenier[oa]|laurea|licence${AS_DEGREE})\b`,
      'iu',
    ),
    DEGREE_LEVEL.bachelor,
  ],
  // In capitals before a capitalised field, "BE Civil Engineering", "BS Computer Science", "BA (Hons)
  // English" are bachelor's degrees; in lower case "be", "ba" and "bs" are other words ("MS Office" is why
  // "MS" is not read so).
  [/\b(?:BE|BS|BA)\b(?=\.?\s+(?:in\s+|\(Hons\)\s+)?\p{Lu})/u, DEGREE_LEVEL.bachelor],
  // "Associate" alone is as often a rank ("Associate Director"): only with "degree" or "of Arts/Science".
  [
    /\bassociate(?:['’]s\b|\s+(?:degree|of\s+(?:arts|science|applied)))|\bfoundation degree\b|\bHND\b/i,
    DEGREE_LEVEL.associate,
  ],
  // "A levels" in capitals only: "a level of detail" is no qualification.
  [/\bhigh[-\s]school\b|\bGED\b|\bsecondary school\b|\bGCSEs?\b/i, DEGREE_LEVEL.highSchool],
  [/\bA[-\s][Ll]evels?\b/, DEGREE_LEVEL.highSchool],
];
/** The lowest alternative counts: "Bachelor's or Master's" requires a bachelor's. */
function lowestLevel(text: string): number {
  const found = LEVELS.filter(([pattern]) => pattern.test(text)).map(([, level]) => level);
  return found.length > 0 ? Math.min(...found) : 0;
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

/**
 * A level word and what follows it: "degree", then "in"/"of" and the field up to a list's end. A high
 * school only with its diploma or education: "…acquired in a vocational high school" names a school.
 */
const DEGREE_PHRASE =
  /\b(?:(?:ph\.?\s?d|doctorate|master'?s?|m\.?sc|msc|mba|bachelor'?s?|baccalaureate|b\.?sc|bsc|b\.s\.|b\.a\.|undergraduate|associate'?s?)\b['’]?s?(?:\s+degree)?|\bdegree|\bhigh[-\s]school\s+(?:diploma|education|degree|graduate)|\bGED\b|\bGCSEs?\b)(?:\s+(?:in|of)\s+((?:(?!or\b|and\b|with\b|from\b|plus\b|preferred\b|required\b|desired\b|desirable\b|is\b|are\b)[A-Za-z&/-]+\s?){1,5}))?/gi;
/**
 * Short degree names before a longer one, as a list of alternatives ("BS, MS, or PhD in Computer Science",
 * "BS/MS degree"). Read only in that place and in capitals: "MS" alone elsewhere is as often "MS Office".
 */
const ABBREVIATED_ALTERNATIVES =
  /(?:\b(?:BS|BA|BSc|B\.S\.|B\.A\.|MS|MA|MSc|M\.S\.|M\.A\.)\s*(?:[,/]\s*)?(?:or\s+|and\s+)?)+$/;
const ABBREVIATED_LEVEL = (name: string) => (/^B/.test(name) ? DEGREE_LEVEL.bachelor : DEGREE_LEVEL.master);
const BARE_RANK = /^(?:associate|master|bachelor|undergraduate)$/i;
const EQUIVALENT = /\bequivalent\b|\bor (?:\w+ ){0,6}experience\b/i;
/** What may stand between two degrees that are one demand's alternatives ("Bachelor's or Master's"). */
const BETWEEN_ALTERNATIVES = /^[\s,/]*(?:(?:and\/)?or|and)?[\s,/]*$/i;

/**
 * The degrees a posting's line asks for, in its own words, with the level of each. Degrees joined by "or"
 * ("Bachelor's or Master's") are one demand at the lowest level, quoted by the first; a degree in a clause
 * of its own ("Bachelor's degree (MBA preferred)") is another. Preferred and "or equivalent" are read in
 * each degree's own clause, so the MBA's "preferred" does not make the bachelor's optional. A bare "Degree
 * in Human Resources" is a bachelor's.
 */
export function degreePhrases(line: string): DegreePhrase[] {
  const found: Array<{ text: string; level: number; field?: string; start: number; end: number }> = [];
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
    found.push({
      text,
      level: Math.min(lowestLevel(match[0]) || DEGREE_LEVEL.bachelor, ...named.map(ABBREVIATED_LEVEL)),
      ...(match[1] && { field: match[1].trim() }),
      start: match.index - alternatives.length,
      end: match.index + match[0].length,
    });
  }
  const groups: Array<typeof found> = [];
  for (const degree of found) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (group && last && BETWEEN_ALTERNATIVES.test(line.slice(last.end, degree.start))) group.push(degree);
    else groups.push([degree]);
  }
  return groups.map((group, i) => {
    const head = group[0] as (typeof found)[number];
    const clause = line.slice(groups[i - 1]?.at(-1)?.end ?? 0, groups[i + 1]?.[0]?.start ?? line.length);
    return {
      text: head.text,
      level: Math.min(...group.map((d) => d.level)),
      ...(head.field && { field: head.field }),
      optional: PREFERRED.test(clause),
      equivalent: EQUIVALENT.test(line.slice(head.start, groups[i + 1]?.[0]?.start ?? line.length)),
    };
  });
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
