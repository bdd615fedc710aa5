import nlp from 'compromise';

/**
 * Does the word at `at` (the last word of a soft-skill match) describe the thing named after it? In
 * "reliable transportation", "flexible hours" or "creative assets" the adjective is a car the applicant
 * needs, a shift pattern offered or work produced, not a quality asked of the person; said of a person
 * ("a dependable worker", "you are reliable") it is one. compromise tags the two words in their
 * neighbourhood; `words` are the sentence's words as written.
 */
export function describesThing(words: readonly string[], at: number): boolean {
  const next = words[at + 1];
  if (next === undefined) return false;
  const from = Math.max(0, at - 1);
  const terms = nlp(words.slice(from, at + 3).join(' '))
    .terms()
    .json() as Array<{ terms: Array<{ tags: string[] }> }>;
  const tags = (i: number) => new Set(terms[i]?.terms[0]?.tags ?? []);
  const word = tags(at - from);
  const noun = tags(at - from + 1);
  return (
    word.has('Adjective') &&
    noun.has('Noun') &&
    !noun.has('Actor') &&
    !noun.has('Person') &&
    !noun.has('Pronoun')
  );
}
