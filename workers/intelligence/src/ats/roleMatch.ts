import { stem, words } from '../text/tokens';
import { findTerms, type LexiconTerm } from './lexicon';
import { postingTitle } from './postingTitle';
import { isSalient } from './salientWords';
import type { PartTerm } from './scoreParts';

/**
 * Title words that say the level, grade or working arrangement, not what the job is: "Staff", "Sr",
 * "Remote" appear in titles of every field. The level counts in the experience part instead.
 */
const NOT_THE_ROLE = new Set(
  `associate chief entry founding grad graduate head hybrid intern internship jr mid new onsite
principal remote sr staff temporary time contract`.split(/\s+/),
);
/**
 * Head nouns most titles end with ("engineer", "developer", "analyst"): nearly every resume uses them, so
 * they cannot tell a software engineer from a civil engineer; the words before them can.
 */
const ROLE_NOUNS = new Set(
  `administrator analyst assistant consultant coordinator developer director engineer officer technician`.split(
    /\s+/,
  ),
);

/**
 * The role part's terms: the words of the posting's title that name the role ("Machine Learning Engineer"
 * → machine, learning; "Senior Python Developer" → python), each of equal weight. A word is credited when
 * the resume uses it, or when it belongs to a lexicon term of the title that the resume names in any of
 * its forms (the title's "Fullstack" is met by the resume's "full-stack", ".NET" by "Dot Net"), so the
 * role part never disagrees with the keyword part. Only the title's main clause counts: "Backend Engineer -
 * Payments | Remote" reads as "Backend Engineer". A title written two ways ("Ingeniero de Datos / Data
 * Engineer", "Full Stack Engineer / Full Stack Developer") names one role: the way the resume meets best
 * counts. Empty when the posting has no title line.
 */
export function roleTerms(
  jobDescription: string,
  resume: { stems: ReadonlySet<string>; terms: ReadonlyMap<LexiconTerm, unknown> },
): PartTerm[] {
  const main = postingTitle(jobDescription).split(/[|–—]| - /)[0] ?? '';
  const ways = main.split(/\s\/\s/).map((way) => wordTerms(way, resume));
  const share = (terms: PartTerm[]) =>
    terms.length === 0 ? -1 : terms.reduce((sum, t) => sum + t.credit, 0) / terms.length;
  return ways.reduce((best, way) => (share(way) > share(best) ? way : best), ways[0] ?? []);
}

/** The role words of one way of writing the title, each credited as roleTerms says. */
function wordTerms(
  title: string,
  resume: { stems: ReadonlySet<string>; terms: ReadonlyMap<LexiconTerm, unknown> },
): PartTerm[] {
  const titleWords = words(title);
  const titleStems = titleWords.map(stem);
  const lengths = new Map<number, number>();
  const metByAlias = titleStems.map(() => false);
  for (const [term, positions] of findTerms(titleStems, lengths)) {
    if (!resume.terms.has(term)) continue;
    for (const p of positions) metByAlias.fill(true, p, p + (lengths.get(p) ?? 1));
  }
  const seen = new Set<string>();
  const terms: PartTerm[] = [];
  titleWords.forEach((word, i) => {
    const stemmed = titleStems[i] ?? '';
    if (seen.has(stemmed) || !isSalient(word) || NOT_THE_ROLE.has(word) || ROLE_NOUNS.has(word)) return;
    seen.add(stemmed);
    terms.push({ term: word, weight: 1, credit: metByAlias[i] || resume.stems.has(stemmed) ? 1 : 0 });
  });
  return terms;
}
