import { stems } from '../text/tokens';
import { findTerms, type LexiconTerm } from './lexicon';

/** A line this long reads as a sentence about work done, not as an entry of a skills list. */
const SENTENCE_MIN_WORDS = 6;
/** More commas than one per this many words make a list ("Communication, Teamwork, Leadership"). */
const WORDS_PER_COMMA = 4;

/**
 * Soft skills the resume shows in its sentences ("Led a team of six", "Presented results to the board"):
 * the only evidence counted. Naming a soft skill in a skills list or a one-line profile claim is free to
 * write and predicted nothing on the development pairs, so it earns nothing.
 */
export function softSkillsShown(resumeText: string): Set<LexiconTerm> {
  const shown = new Set<LexiconTerm>();
  for (const line of resumeText.split('\n')) {
    const lineStems = stems(line);
    const commas = line.split(',').length - 1;
    if (lineStems.length < SENTENCE_MIN_WORDS || commas * WORDS_PER_COMMA > lineStems.length) continue;
    for (const term of findTerms(lineStems).keys()) if (term.kind === 'soft') shown.add(term);
  }
  return shown;
}
