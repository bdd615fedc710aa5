import { type DiffLine, type ResumeData, resumeLines, VERSION_DIFF_LIMITS } from '@rb/contracts';
import { diffLines } from './lineDiff';

/**
 * A readable line diff of two resumes: each one's lines (see resumeLines), compared by diffLines within
 * VERSION_DIFF_LIMITS, with reordered lines shown as moved (see markMoves) and each rewritten line
 * beside its new wording (see pairRewrites). Versions beyond the size bounds give `undefined` (too large
 * to compare). Pure and free of the service's modules, so a diff thread (diffThread.ts) loads little.
 */
export function diffResumes(before: ResumeData, after: ResumeData): DiffLine[] | undefined {
  const old = resumeLines(before);
  const now = resumeLines(after);
  const characters = [...old, ...now].reduce((sum, line) => sum + line.length, 0);
  if (old.length + now.length > VERSION_DIFF_LIMITS.lines || characters > VERSION_DIFF_LIMITS.characters)
    return undefined;
  const runs = diffLines(old, now, VERSION_DIFF_LIMITS);
  const lines = runs.flatMap((run, i) => {
    const next = runs[i + 1];
    if (run.kind === 'removed' && next?.kind === 'added') return pairRewrites(run.lines, next.lines);
    if (run.kind === 'added' && runs[i - 1]?.kind === 'removed') return [];
    return run.lines.map((text) => ({ kind: run.kind, text }));
  });
  return markMoves(lines);
}

/**
 * Lines removed where others were added: an enhancement rewrites a role's bullets one for one, and a
 * diff listing four old lines and then four new ones leaves the reader to match them. Each old line is
 * followed by the one that took its place; the longer side's remaining lines come last.
 */
function pairRewrites(removed: readonly string[], added: readonly string[]): DiffLine[] {
  const lines: DiffLine[] = [];
  for (let i = 0; i < Math.max(removed.length, added.length); i++) {
    if (i < removed.length) lines.push({ kind: 'removed', text: removed[i] ?? '' });
    if (i < added.length) lines.push({ kind: 'added', text: added[i] ?? '' });
  }
  return lines;
}

/**
 * A line removed in one place and added unchanged in another was moved (tailoring puts the bullets
 * that show the posting's keywords first). A line diff shows it twice, struck out and added with the same
 * words, which reads as a change that changed nothing; it is shown once, as moved, where it now is.
 */
function markMoves(lines: DiffLine[]): DiffLine[] {
  const tally = (kind: DiffLine['kind']) => {
    const counts = new Map<string, number>();
    for (const line of lines) if (line.kind === kind) counts.set(line.text, (counts.get(line.text) ?? 0) + 1);
    return counts;
  };
  const removed = tally('removed');
  const added = tally('added');
  const moves = () =>
    new Map([...added].map(([text, n]) => [text, Math.min(n, removed.get(text) ?? 0)] as const));
  const toDrop = moves();
  const toMark = moves();
  const take = (counts: Map<string, number>, text: string) => {
    const left = counts.get(text) ?? 0;
    if (left > 0) counts.set(text, left - 1);
    return left > 0;
  };
  return lines.flatMap((line): DiffLine[] => {
    if (line.kind === 'removed' && take(toDrop, line.text)) return [];
    if (line.kind === 'added' && take(toMark, line.text)) return [{ kind: 'moved', text: line.text }];
    return [line];
  });
}
