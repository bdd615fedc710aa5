/**
 * Splits text into sentences and bullet lines in one linear pass: at line breaks, bullets, semicolons and
 * at ".", "!" or "?" when a space or a capital follows, so "node.js" and "e.g." inside a word stay whole.
 */
export function sentences(text: string): string[] {
  return text
    .split(/\r?\n|[•▪●◦·;]|[.!?](?=\s|[A-Z]|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
