import { words } from '../text/tokens';
import type { LexiconTerm } from './lexicon';
import { isReceived, SentenceTags } from './partOfSpeech';

/** A line this long reads as a sentence about work done, not as an entry of a skills list. */
const SENTENCE_MIN_WORDS = 6;
/** More commas than one per this many words make a list ("Communication, Teamwork, Leadership"). */
const WORDS_PER_COMMA = 4;

/**
 * Soft skills the resume shows in its sentences ("Led a team of six", "Presented results to the board"):
 * the only evidence counted. Naming a soft skill in a skills list or a short line is free to write and
 * predicted nothing on the development pairs, so it earns nothing; nor does a skill the person received
 * ("Administered medication under the supervision of a nurse" shows no leadership). `lines` are the
 * resume's lines with their word counts, in order; `found` the terms with their word positions in the
 * whole text and `lengths` each match's length in words; only the `wanted` terms are looked at, as
 * reading a line's grammar costs compromise a look.
 */
export function softSkillsShown(
  lines: ReadonlyArray<{ text: string; words: number }>,
  found: Map<LexiconTerm, number[]>,
  lengths: ReadonlyMap<number, number>,
  wanted: ReadonlySet<LexiconTerm>,
): Set<LexiconTerm> {
  // Word position → its sentence line (undefined for a list entry or a short line); one pass over the lines.
  const lineAt: Array<number | undefined> = [];
  const lineStart: number[] = [];
  lines.forEach((line, index) => {
    const commas = line.text.split(',').length - 1;
    const sentence = line.words >= SENTENCE_MIN_WORDS && commas * WORDS_PER_COMMA <= line.words;
    lineStart.push(lineAt.length);
    for (let i = 0; i < line.words; i += 1) lineAt.push(sentence ? index : undefined);
  });
  const tags = new Map<number, SentenceTags>();
  const tagsOf = (index: number) => {
    let line = tags.get(index);
    if (!line) {
      line = new SentenceTags(words(lines[index]?.text ?? ''));
      tags.set(index, line);
    }
    return line;
  };
  const shows = (p: number) => {
    const index = lineAt[p];
    if (index === undefined) return false;
    const from = p - (lineStart[index] ?? 0);
    return !isReceived(tagsOf(index), from, from + (lengths.get(p) ?? 1));
  };
  const shown = new Set<LexiconTerm>();
  for (const [term, positions] of found)
    if (term.kind === 'soft' && wanted.has(term) && positions.some(shows)) shown.add(term);
  return shown;
}
