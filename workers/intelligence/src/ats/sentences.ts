/**
 * Splits text into sentences and bullet lines in one linear pass: at line breaks, bullets, semicolons and
 * at ".", "!" or "?" when a space or a capital follows, so "node.js" and "e.g." inside a word stay whole;
 * a dot that opens a word (".NET") is part of it, not a sentence's end.
 */
export function sentences(text: string): string[] {
  return text
    .split(/\r?\n|[•▪●◦·;]|[.!?](?=\s|$)|(?<!\s)[.!?](?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
