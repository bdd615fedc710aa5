import { type DiffLine, type ResumeData, resumeLines } from '@rb/contracts';
import { diffArrays } from 'diff';

/**
 * A readable line diff of two resumes: each one's lines (see resumeLines), compared with `diff`, with
 * reordered lines shown as moved (see markMoves) and each rewritten line beside its new wording (see
 * pairRewrites).
 */
export function diffResumes(before: ResumeData, after: ResumeData): DiffLine[] {
  const changes = diffArrays(resumeLines(before), resumeLines(after));
  const lines = changes.flatMap((change, i) => {
    const next = changes[i + 1];
    if (change.removed && next?.added) return pairRewrites(change.value, next.value);
    if (change.added && changes[i - 1]?.removed) return [];
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return change.value.map((text) => ({ kind, text }) as const);
  });
  return markMoves(lines);
}

/**
 * Lines removed where others were added: an enhancement rewrites a role's bullets one for one, and a
 * diff listing four old lines and then four new ones leaves the reader to match them. Each old line is
 * followed by the one that took its place; the longer side's remaining lines come last.
 */
function pairRewrites(removed: readonly string[], added: readonly string[]): DiffLine[] {
  return Array.from({ length: Math.max(removed.length, added.length) }, (_, i) => [
    ...(i < removed.length ? [{ kind: 'removed', text: removed[i] ?? '' } as const] : []),
    ...(i < added.length ? [{ kind: 'added', text: added[i] ?? '' } as const] : []),
  ]).flat();
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
