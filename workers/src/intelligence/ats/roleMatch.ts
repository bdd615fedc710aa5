import { stem, words } from '../text/tokens';
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
 * → machine, learning; "Senior Python Developer" → python), each of equal weight, credited when the resume
 * uses the word anywhere. Only the title's main clause counts: "Backend Engineer - Payments | Remote"
 * reads as "Backend Engineer". Empty when the posting has no title line.
 */
export function roleTerms(jobDescription: string, resumeStems: ReadonlySet<string>): PartTerm[] {
  const main = postingTitle(jobDescription).split(/[|–—]| - /)[0] ?? '';
  const seen = new Set<string>();
  const terms: PartTerm[] = [];
  for (const word of words(main)) {
    const stemmed = stem(word);
    if (seen.has(stemmed) || !isSalient(word) || NOT_THE_ROLE.has(word) || ROLE_NOUNS.has(word)) continue;
    seen.add(stemmed);
    terms.push({ term: word, weight: 1, credit: resumeStems.has(stemmed) ? 1 : 0 });
  }
  return terms;
}
