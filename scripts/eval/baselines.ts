import { words } from '@rb/intelligence';
import { STOP_WORDS } from './stopwords';

/** Plain token overlap: share of the posting's distinct words that the resume contains. */
export function tokenOverlap(resume: string, job: string): number {
  const resumeWords = new Set(words(resume));
  const jobWords = new Set(words(job).filter((w) => !STOP_WORDS.has(w)));
  let shared = 0;
  for (const w of jobWords) if (resumeWords.has(w)) shared += 1;
  return jobWords.size ? shared / jobWords.size : 0;
}

/** TF-IDF cosine with document frequencies taken from the given corpus of postings plus the resume. */
export function tfidfScorer(corpus: readonly string[]): (resume: string, job: string) => number {
  const df = new Map<string, number>();
  for (const doc of corpus) for (const w of new Set(words(doc))) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log((1 + corpus.length) / (1 + (df.get(w) ?? 0))) + 1;
  const vector = (text: string) => {
    const tf = new Map<string, number>();
    for (const w of words(text)) if (!STOP_WORDS.has(w)) tf.set(w, (tf.get(w) ?? 0) + 1);
    const v = new Map<string, number>();
    for (const [w, n] of tf) v.set(w, n * idf(w));
    return v;
  };
  return (resume, job) => {
    const a = vector(resume);
    const b = vector(job);
    let dot = 0;
    for (const [w, x] of a) dot += x * (b.get(w) ?? 0);
    const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
    return dot / (norm(a) * norm(b) || 1);
  };
}
