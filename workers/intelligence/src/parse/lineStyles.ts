/**
 * Marks the document readers leave in the text they hand the structure parser (the PDF layout reader,
 * workers/src/parse/pdfLayout.mjs, spells them alike; the DOCX reader, docxText.ts): control characters
 * no resume's text brings, which the readers take out of the document's own text. Text without them
 * (pasted, flattened) parses by its words alone.
 */

/** Ends a line set throughout in a style other than the body's, and is followed by that style's key. */
export const STYLE_MARK = '\u001f';
/** Follows a hyphen a line broke after ("Imple-" / "mented"): the word may or may not be hyphenated. */
export const BROKEN_AT_HYPHEN = '\u001e';
const MARKS = new RegExp(`[${STYLE_MARK}${BROKEN_AT_HYPHEN}]`, 'g');

/** A line's text and the key of the style it is set in, if the reader gave one. */
export function splitStyle(line: string): { text: string; style: string | undefined } {
  const at = line.indexOf(STYLE_MARK);
  if (at < 0) return { text: line, style: undefined };
  return { text: line.slice(0, at), style: line.slice(at + 1).replace(MARKS, '') || undefined };
}

/** Text as a reader sees it: without the styles' keys and the marks. */
export function withoutMarks(text: string): string {
  return text
    .split('\n')
    .map((line) => splitStyle(line).text.replace(MARKS, ''))
    .join('\n');
}
