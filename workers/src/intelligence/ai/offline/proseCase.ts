import { lexiconTags } from '../../text/compromiseLexicon';

/**
 * Capitals as a sentence wants them, decided by how the applicant and the posting write a word rather
 * than by a list of names: a word written with a capital where no sentence starts ("in Python",
 * "Salesforce reports") or alone as a skill is a name and keeps it; a phrase written in lower case
 * somewhere ("operate cleaning equipment") is a common one and takes lower case mid-sentence.
 */

/** Tags compromise's lexicon gives names: such a word keeps its capital wherever it stands. */
const NAME_TAGS = new Set([
  'ProperNoun',
  'Organization',
  'Person',
  'Place',
  'FirstName',
  'LastName',
  'Acronym',
]);

/** How the applicant and the posting write words: as names, or in lower case. */
export interface Casing {
  /**
   * Lower-case forms of the words written with a capital inside a sentence and nowhere in lower case,
   * and of every skill of one word ("Python", "Excel": a list item has a capital whatever it is, but a
   * lone one names a tool, even where a posting writes "python").
   */
  names: Set<string>;
  /** Words written in lower case somewhere. */
  lower: Set<string>;
}

export function readCasing(prose: string, skills: readonly string[]): Casing {
  const capitalised = new Set<string>();
  const lower = new Set<string>();
  for (const sentence of prose.split(/[.!?:;•·\n]+\s*/u)) {
    const words = sentence.trim().split(/\s+/);
    words.forEach((w, i) => {
      const bare = w.replace(/^\W+|\W+$/gu, '');
      if (/^\p{Ll}+$/u.test(bare)) lower.add(bare);
      else if (i > 0 && /^\p{Lu}/u.test(bare)) capitalised.add(bare.toLowerCase());
    });
  }
  const names = new Set([...capitalised].filter((w) => !lower.has(w)));
  for (const skill of skills) if (/^\p{Lu}\S*$/u.test(skill.trim())) names.add(skill.trim().toLowerCase());
  return { names, lower };
}

/** True when compromise's lexicon lists the word, and as no name. */
export function commonWord(word: string): boolean {
  const tags = lexiconTags(word.toLowerCase());
  return tags.length > 0 && !tags.some((t) => NAME_TAGS.has(t));
}

/**
 * The phrase in lower case where `prose` writes it so ("Cleaning Equipment" → "cleaning equipment" when
 * a bullet says "Operate cleaning equipment"), else as given: a product ("Visual Studio") is never
 * written in lower case by anyone.
 */
export function asProseWrites(phrase: string, prose: string, { names }: Casing): string {
  const lower = phrase.toLowerCase();
  if (phrase === lower || lower.split(/\s+/).some((w) => names.has(w))) return phrase;
  const folded = prose.toLowerCase();
  let at = folded.indexOf(lower);
  while (at >= 0) {
    const before = prose.charAt(at - 1);
    const after = prose.charAt(at + lower.length);
    const whole = !/\p{L}/u.test(before) && !/\p{L}/u.test(after);
    if (whole && prose.slice(at, at + lower.length) === lower) return lower;
    at = folded.indexOf(lower, at + 1);
  }
  return phrase;
}
