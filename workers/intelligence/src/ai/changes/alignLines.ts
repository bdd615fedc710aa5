/**
 * Which lines of an entry became which: the engines reword a line in place, join two lines a page
 * break had split, and drop a line that repeats another word for word. An alignment over the two lists
 * (dynamic programming, at most 40 × 40 lines) pairs each written line with the line or two it came
 * from by the words they share; what pairs with nothing was removed or added.
 */
export interface Slot {
  /** The input lines this slot replaces: one, two (joined), or none (added). */
  before: string[];
  /** The output line, or null for an input line removed. */
  after: string | null;
  /** The index of `after` in the output, or, for a removal, of the output line it stood before. */
  line: number;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

/** Below this share of words in common, two lines are not one rewritten. */
const SAME_LINE = 0.3;

type Move = 'match' | 'join' | 'removed' | 'added';

export function alignLines(input: readonly string[], output: readonly string[]): Slot[] {
  const [n, m] = [input.length, output.length];
  const a = input.map(wordsOf);
  const b = output.map(wordsOf);
  // Each line with the next, read once: the words of a split bullet joined back.
  const pairs = input.map((line, i) => (i + 1 < n ? wordsOf(`${line} ${input[i + 1]}`) : new Set<string>()));
  // best[i][j]: the best score aligning input[i..] with output[j..]; a pairing scores 1 + its similarity.
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  const move = Array.from({ length: n + 1 }, () => new Array<Move>(m + 1).fill('added'));
  for (let i = n; i >= 0; i -= 1) {
    for (let j = m; j >= 0; j -= 1) {
      if (i === n && j === m) continue;
      let score = -1;
      let chosen: Move = 'added';
      const consider = (value: number, how: Move) => {
        if (value > score) [score, chosen] = [value, how];
      };
      if (i < n) consider(best[i + 1]?.[j] ?? 0, 'removed');
      if (j < m) consider(best[i]?.[j + 1] ?? 0, 'added');
      if (i < n && j < m) {
        const sim = similarity(a[i] ?? new Set(), b[j] ?? new Set());
        if (sim >= SAME_LINE) consider((best[i + 1]?.[j + 1] ?? 0) + 1 + sim, 'match');
        if (i + 1 < n) {
          const joined = similarity(pairs[i] ?? new Set(), b[j] ?? new Set());
          if (joined >= SAME_LINE && joined > sim) consider((best[i + 2]?.[j + 1] ?? 0) + 2 + joined, 'join');
        }
      }
      (best[i] as number[])[j] = score;
      (move[i] as Move[])[j] = chosen;
    }
  }
  const slots: Slot[] = [];
  let [i, j] = [0, 0];
  while (i < n || j < m) {
    const how = move[i]?.[j] ?? 'added';
    if (how === 'match') {
      slots.push({ before: [input[i] ?? ''], after: output[j] ?? '', line: j });
      [i, j] = [i + 1, j + 1];
    } else if (how === 'join') {
      slots.push({ before: [input[i] ?? '', input[i + 1] ?? ''], after: output[j] ?? '', line: j });
      [i, j] = [i + 2, j + 1];
    } else if (how === 'removed') {
      slots.push({ before: [input[i] ?? ''], after: null, line: j });
      i += 1;
    } else {
      slots.push({ before: [], after: output[j] ?? '', line: j });
      j += 1;
    }
  }
  return slots;
}
