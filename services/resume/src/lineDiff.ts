import { diffArrays } from 'diff';

/** A stretch of lines kept, removed from the first list or added in the second. */
export interface LineRun {
  kind: 'same' | 'removed' | 'added';
  lines: string[];
}

/** How much work one comparison may do on the service's event loop (issue 32 finding 1). */
export interface LineDiffBudget {
  /** Edits Myers' algorithm may look for between two anchors before the gap is shown as replaced. */
  gapEdits: number;
  /** Wall time for all gaps together; gaps left when it is spent are shown as replaced. */
  milliseconds: number;
}

/**
 * A line diff in time close to linear, so a large resume with every line changed cannot hold the event
 * loop (Myers alone, as `diff` runs it, took 6–14 s on 7,000 changed lines: O((N+M)·D) with D = N+M).
 *
 * Patience diff: lines that occur exactly once on each side are anchors, and the longest run of them in
 * the same order on both sides is kept as is. Myers (`diffArrays`) then only compares the short gaps
 * between anchors, each under `gapEdits` and all under `milliseconds`; a gap over either is shown as its
 * old lines removed and its new lines added, which is still a true diff, only not the shortest. Lines
 * are compared as small integers, so a long line costs one comparison.
 */
export function diffLines(before: string[], after: string[], budget: LineDiffBudget): LineRun[] {
  const ids = new Map<string, number>();
  const intern = (line: string) => {
    const known = ids.get(line);
    if (known !== undefined) return known;
    ids.set(line, ids.size);
    return ids.size - 1;
  };
  const a = before.map(intern);
  const b = after.map(intern);
  const deadline = performance.now() + budget.milliseconds;
  const runs: LineRun[] = [];
  const push = (kind: LineRun['kind'], lines: string[]) => {
    if (lines.length === 0) return;
    const last = runs.at(-1);
    if (last?.kind === kind) last.lines.push(...lines);
    else runs.push({ kind, lines: [...lines] });
  };
  const gap = (aFrom: number, aTo: number, bFrom: number, bTo: number) => {
    const changes =
      shareALine(a, aFrom, aTo, b, bFrom, bTo) && performance.now() < deadline
        ? diffArrays(a.slice(aFrom, aTo), b.slice(bFrom, bTo), {
            maxEditLength: budget.gapEdits,
            timeout: Math.max(1, deadline - performance.now()),
          })
        : undefined;
    if (!changes) {
      push('removed', before.slice(aFrom, aTo));
      push('added', after.slice(bFrom, bTo));
      return;
    }
    let i = aFrom;
    let j = bFrom;
    for (const change of changes) {
      const n = change.value.length;
      if (!change.added) {
        if (change.removed) push('removed', before.slice(i, i + n));
        i += n;
      }
      if (!change.removed) {
        push(change.added ? 'added' : 'same', after.slice(j, j + n));
        j += n;
      }
    }
  };
  let i = 0;
  let j = 0;
  for (const [ai, bj] of anchors(a, b)) {
    gap(i, ai, j, bj);
    push('same', [after[bj] ?? '']);
    i = ai + 1;
    j = bj + 1;
  }
  gap(i, a.length, j, b.length);
  return runs;
}

/** Whether a[aFrom, aTo) and b[bFrom, bTo) have a line in common: if not, the gap is replaced whole. */
function shareALine(a: number[], aFrom: number, aTo: number, b: number[], bFrom: number, bTo: number) {
  if (aFrom >= aTo || bFrom >= bTo) return false;
  const old = new Set(a.slice(aFrom, aTo));
  return b.slice(bFrom, bTo).some((id) => old.has(id));
}

/**
 * The longest chain of lines unique on both sides that appear in the same order on both, as pairs of
 * positions (patience sorting: O(k log k) for k unique lines).
 */
function anchors(a: number[], b: number[]): [number, number][] {
  const count = (xs: number[]) => {
    const seen = new Map<number, { n: number; at: number }>();
    xs.forEach((x, at) => {
      const entry = seen.get(x);
      if (entry) entry.n++;
      else seen.set(x, { n: 1, at });
    });
    return seen;
  };
  const inA = count(a);
  const inB = count(b);
  const pairs: [number, number][] = [];
  a.forEach((x, ai) => {
    const other = inB.get(x);
    if (inA.get(x)?.n === 1 && other?.n === 1) pairs.push([ai, other.at]);
  });
  // Longest increasing subsequence of the b positions, in a order.
  const tails: number[] = [];
  const previous: number[] = new Array(pairs.length).fill(-1);
  pairs.forEach(([, bj], k) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((pairs[tails[mid] ?? 0]?.[1] ?? 0) < bj) lo = mid + 1;
      else hi = mid;
    }
    previous[k] = lo > 0 ? (tails[lo - 1] ?? -1) : -1;
    tails[lo] = k;
  });
  const chain: [number, number][] = [];
  for (let k = tails.at(-1) ?? -1; k >= 0; k = previous[k] ?? -1) {
    const pair = pairs[k];
    if (pair) chain.push(pair);
  }
  return chain.reverse();
}
