/**
 * Word tokens for matching: lower-cased, punctuation that belongs to technical names kept ("c++", "c#",
 * "node.js", ".net"; "ci/cd" is split), and a light suffix-stripping stemmer of our own so "managing", "managed"
 * and "manages" meet. Both sides of every comparison go through the same function, so its imperfections
 * cancel out. Everything here is a single linear pass; no backtracking regular expressions.
 */

/**
 * A word, with a leading dot kept when it starts the word before a letter (".NET" is not the "net" of
 * "net income"); a dot after a letter or digit ends a sentence or joins a name ("node.js").
 */
const WORD = /(?:(?<![a-z0-9.])\.(?=[a-z]))?[a-z0-9][a-z0-9+#.]*/gi;

/**
 * Compatibility decomposition with the accents dropped: "café" and "cafe", "Zürich" and "Zurich" are one
 * word, and the ligatures and full-width letters PDF text extraction leaves ("ﬁ", "ｅ") are plain letters.
 * Without it an accented letter ended the word ("café" was "caf").
 */
const foldLetters = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '');

/** The words of `text` as it writes them (case kept, for reading capitals), trailing dots trimmed. */
export function wordsAsWritten(text: string): string[] {
  const out: string[] = [];
  for (const match of foldLetters(text).matchAll(WORD)) {
    let word = match[0];
    while (word.endsWith('.')) word = word.slice(0, -1);
    if (word) out.push(word);
  }
  return out;
}

/**
 * Where each word of `words(text)` stands in `text` folded as words() folds it (accents dropped): the
 * character range of the word, for quoting a phrase in the text's own writing.
 */
export function wordSpans(text: string): { folded: string; spans: Array<readonly [number, number]> } {
  const folded = foldLetters(text);
  const spans: Array<readonly [number, number]> = [];
  for (const match of folded.matchAll(WORD)) {
    let word = match[0];
    while (word.endsWith('.')) word = word.slice(0, -1);
    if (word) spans.push([match.index, match.index + word.length] as const);
  }
  return { folded, spans };
}

/** Splits text into lower-case words, trimming trailing dots ("end." → "end", "node.js" stays). */
export const words = (text: string): string[] => wordsAsWritten(text).map((word) => word.toLowerCase());

/** Nouns ending in -ing whose stem means something else ("accounting" is not "accounts"). */
const ING_NOUNS = new Set([
  'accounting',
  'banking',
  'catering',
  'clothing',
  'funding',
  'housing',
  'marketing',
  'plumbing',
  'pricing',
  'staffing',
  'tooling',
  'welding',
]);

/** Inflection folding: plural, -ing, -ed, -ies, final -e. Short words and words with symbols stay. */
export function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word) || ING_NOUNS.has(word)) return word;
  return dropFinalE(stripSuffix(word));
}

function stripSuffix(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 6) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 5) return undouble(word.slice(0, -2));
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** "planned" → "plan", "running" → "run"; keeps "ll", "ss" and "zz" ("billed" → "bill"). */
function undouble(base: string): string {
  const last = base.at(-1);
  return last && last === base.at(-2) && !'lsz'.includes(last) ? base.slice(0, -1) : base;
}

/** "manage", "managed" and "managing" all end as "manag". */
function dropFinalE(word: string): string {
  return word.length > 4 && word.endsWith('e') ? word.slice(0, -1) : word;
}

/** Stems already computed: resumes and postings repeat their words, and the scorer runs per request. */
const STEM_CACHE = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

function cachedStem(word: string): string {
  let result = STEM_CACHE.get(word);
  if (result === undefined) {
    result = stem(word);
    if (STEM_CACHE.size >= STEM_CACHE_LIMIT) STEM_CACHE.clear();
    STEM_CACHE.set(word, result);
  }
  return result;
}

/** Words of a text, stemmed. */
export function stems(text: string): string[] {
  return words(text).map(cachedStem);
}
