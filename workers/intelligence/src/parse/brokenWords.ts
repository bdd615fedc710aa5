import type { Speller } from '../ai/guard/speller';
import { BROKEN_AT_HYPHEN } from './lineStyles';

/**
 * A word a line broke after a hyphen, put back as written: "Imple-" / "mented" is "Implemented", where
 * the word without the hyphen is in the dictionary and the line goes on in lower case; "full-" / "time"
 * and "self-" / "motivated" keep their hyphen ("fulltime" is no word). Without a dictionary, or where
 * the word is unknown either way, the hyphen stays: it is what the page shows. A hyphen inside a line is
 * never touched ("Co-ordinated" as written).
 */
export function rejoinBroken(before: string, after: string, speller: Speller | undefined): string {
  const word = /\p{L}+$/u.exec(before)?.[0] ?? '';
  const rest = /^\p{Ll}\p{L}*/u.exec(after)?.[0] ?? '';
  const joined = word !== '' && rest !== '' && speller?.knows(`${word}${rest}`);
  return joined ? `${before}${after}` : `${before}-${after}`;
}

const MARKED_BREAK = new RegExp(`(\\p{L}+)-${BROKEN_AT_HYPHEN}(\\S*)`, 'gu');

/** Every break at a hyphen the PDF reader marked ("Imple-\u001emented"), decided by rejoinBroken. */
export function mendMarkedBreaks(text: string, speller: Speller | undefined): string {
  if (!text.includes(BROKEN_AT_HYPHEN)) return text;
  return text.replace(MARKED_BREAK, (_, before: string, after: string) =>
    rejoinBroken(before, after, speller),
  );
}
