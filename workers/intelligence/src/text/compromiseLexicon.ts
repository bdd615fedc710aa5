import nlp from 'compromise';

/**
 * compromise's word list: each word it knows with its tag or tags ("out" → "Preposition", "is" →
 * "Copula"). Read once here for every module that asks whether compromise knows a word and as what.
 */
export const LEXICON: Readonly<Record<string, string | string[] | undefined>> = (
  nlp.model() as { one: { lexicon: Record<string, string | string[]> } }
).one.lexicon;

/** The tags compromise's lexicon gives a word (lower case); none for a word it does not list. */
export const lexiconTags = (word: string): string[] => [LEXICON[word] ?? []].flat();
