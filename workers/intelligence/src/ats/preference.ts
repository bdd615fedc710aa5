/**
 * Words by which a posting says one thing it names is wished for, not required ("MBA preferred", "ideally
 * in fintech", "Kafka is a plus"): they lower the clause they stand in, not the whole line.
 */
export const PREFERRED = /\b(?:preferred|nice to have|a plus|bonus|desirable|ideally)\b/i;

/** Punctuation that ends a clause of a requirement line: a comma, semicolon or bracket. */
const CLAUSE_END = /[,;()]/;

/** The clause of `text` around the words from `from` to `to`: out to the punctuation on either side. */
export function clauseAround(text: string, from: number, to: number): string {
  let start = from;
  while (start > 0 && !CLAUSE_END.test(text[start - 1] ?? '')) start -= 1;
  let end = to;
  while (end < text.length && !CLAUSE_END.test(text[end] ?? '')) end += 1;
  return text.slice(start, end);
}
