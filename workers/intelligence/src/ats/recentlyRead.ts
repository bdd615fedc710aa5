/**
 * `read`, remembering its result for the last `kept` texts it was given (the oldest forgotten first), so
 * memory stays bounded however many texts a worker sees. The scorer sees one posting against many resumes
 * (a user's versions, the tailoring loop) and one resume against many postings, and reading either text
 * costs more than scoring the pair. `read` must depend on its text alone, and its result must not be
 * changed by whoever gets it.
 */
export function recentlyRead<T>(kept: number, read: (text: string) => T): (text: string) => T {
  const results = new Map<string, T>();
  return (text) => {
    const known = results.get(text);
    if (known !== undefined) return known;
    const result = read(text);
    if (results.size >= kept) results.delete(results.keys().next().value ?? '');
    results.set(text, result);
    return result;
  };
}

/** Postings a worker remembers, read into keywords and into requirements. */
export const POSTINGS_KEPT = 64;
/** Resumes a worker remembers, read into their formatting problems and the words verdicts look for. */
export const RESUMES_KEPT = 16;
