import nlp from 'compromise';

export interface NlpTerm {
  text: string;
  tags: string[];
}

type Doc = ReturnType<typeof nlp>;

interface Read {
  doc: Doc;
  terms?: NlpTerm[];
}

/**
 * compromise's reading of each piece of text during one parse. The header checks ask about the same
 * piece several times (is it a role, a place after the employer, an organisation), and each question
 * made compromise read the piece anew: three readings of every job line, most of an import's time.
 * Kept only while a parse runs (the text is a user's, nothing of it outlives the parse) and bounded.
 */
let reads: Map<string, Read> | null = null;
let depth = 0;
const MAX_READS = 4_000;

/** Runs a parse with compromise's readings shared between its checks; they are dropped when it ends. */
export function withNlpReads<T>(parse: () => T): T {
  depth += 1;
  reads ??= new Map();
  try {
    return parse();
  } finally {
    depth -= 1;
    if (depth === 0) reads = null;
  }
}

function readOf(text: string): Read {
  const known = reads?.get(text);
  if (known) return known;
  const read: Read = { doc: nlp(text) };
  if (reads && reads.size < MAX_READS) reads.set(text, read);
  return read;
}

/** compromise's document for the text (read once per parse); queries on it leave it unchanged. */
export const docOf = (text: string): Doc => readOf(text).doc;

/** The text's terms with their tags, as compromise reads them. */
export function termsOf(text: string): NlpTerm[] {
  const read = readOf(text);
  read.terms ??= (read.doc.json({ terms: { tags: true } }) as Array<{ terms: NlpTerm[] }>).flatMap(
    (s) => s.terms,
  );
  return read.terms;
}
