import { lexiconTags } from '../text/compromiseLexicon';

/**
 * A line break after a word, unless a bullet or a list number opens the next line. The look-behind starts
 * a match only where a word starts, so a 20 000-letter "word" is scanned once, not once per letter.
 */
const BREAK_AFTER_WORD = /(?<![\p{L},])([\p{L},]+)[ \t]*\r?\n(?![ \t]*[-*•▪●◦·\d])/gu;
/** compromise's tags for the words a sentence cannot end on: "of", "and", "the", "such as". */
const JOINING = ['Preposition', 'Conjunction', 'Determiner'];

/**
 * A line break after a comma or a word that cannot end a sentence ("…tools such as Evidently or⏎WhyLogs",
 * "…with⏎", "A, B,⏎C") is text wrapped at a page's width, not a new line of the posting. A bullet on the
 * next line still starts an item of its own.
 */
function unwrapped(text: string): string {
  return text.replace(BREAK_AFTER_WORD, (whole, word: string) =>
    word.endsWith(',') || lexiconTags(word.toLowerCase()).some((t) => JOINING.includes(t))
      ? `${word} `
      : whole,
  );
}

/**
 * Splits text into sentences and bullet lines in one linear pass: at line breaks (not those that wrap a
 * sentence, see unwrapped), bullets, semicolons and at ".", "!" or "?" when a space or a capital follows,
 * so "node.js" and "e.g." inside a word stay whole; a dot that opens a word (".NET") is part of it, not a
 * sentence's end. A piece with no letter or digit ("|", "--") says nothing and is dropped.
 */
export function sentences(text: string): string[] {
  return unwrapped(text)
    .split(/\r?\n|[•▪●◦·;]|[.!?](?=\s|$)|(?<!\s)[.!?](?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}
