/**
 * A line break after a word that cannot end a sentence ("…tools such as Evidently or⏎WhyLogs", "…with⏎",
 * "A, B,⏎C"): text wrapped at a page's width, not a new line of the posting. A bullet on the next line
 * still starts an item of its own.
 */
const WRAPPED =
  /(\b(?:and|or|nor|of|with|the|a|an|to|for|in|as|including|like)|,)[ \t]*\r?\n(?![ \t]*[-*•▪●◦·\d])/gi;

/**
 * Splits text into sentences and bullet lines in one linear pass: at line breaks (not those that wrap a
 * sentence, see WRAPPED), bullets, semicolons and at ".", "!" or "?" when a space or a capital follows, so
 * "node.js" and "e.g." inside a word stay whole; a dot that opens a word (".NET") is part of it, not a
 * sentence's end.
 */
export function sentences(text: string): string[] {
  return text
    .replace(WRAPPED, '$1 ')
    .split(/\r?\n|[•▪●◦·;]|[.!?](?=\s|$)|(?<!\s)[.!?](?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
