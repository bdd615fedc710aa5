import nlp from 'compromise';

/** A word as compromise reads it in context: as written, the punctuation after it, and its tags. */
export interface SentenceTerm {
  text: string;
  post: string;
  tags: string[];
}

/** The terms of the text's first sentence, each tagged in context by compromise. */
export function sentenceTerms(text: string): SentenceTerm[] {
  return (nlp(text).json() as Array<{ terms: SentenceTerm[] }>)[0]?.terms ?? [];
}
