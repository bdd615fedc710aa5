import type { LexiconTerm } from './lexicon';

/** A line this long reads as a sentence about work done, not as an entry of a skills list. */
const SENTENCE_MIN_WORDS = 6;
/** More commas than one per this many words make a list ("Communication, Teamwork, Leadership"). */
const WORDS_PER_COMMA = 4;

/**
 * Soft skills the resume shows in its sentences ("Led a team of six", "Presented results to the board"):
 * the only evidence counted. Naming a soft skill in a skills list or a short line is free to write and
 * predicted nothing on the development pairs, so it earns nothing. `lines` are the resume's lines with
 * their word counts, in order; `found` the terms with their word positions in the whole text.
 */
export function softSkillsShown(
  lines: ReadonlyArray<{ text: string; words: number }>,
  found: Map<LexiconTerm, number[]>,
): Set<LexiconTerm> {
  // Word position → whether its line is a sentence; one pass over the lines.
  const inSentence: boolean[] = [];
  for (const line of lines) {
    const commas = line.text.split(',').length - 1;
    const sentence = line.words >= SENTENCE_MIN_WORDS && commas * WORDS_PER_COMMA <= line.words;
    for (let i = 0; i < line.words; i += 1) inSentence.push(sentence);
  }
  const shown = new Set<LexiconTerm>();
  for (const [term, positions] of found)
    if (term.kind === 'soft' && positions.some((p) => inSentence[p])) shown.add(term);
  return shown;
}
