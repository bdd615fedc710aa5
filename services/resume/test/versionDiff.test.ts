import { type ResumeData, resumeLines, VERSION_DIFF_LIMITS } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { diffResumes as diffOrTooLarge } from '../src/versionDiff';
import { sampleResume } from './fixtures';
import { widestResume } from './widestResume';

/** The diff of versions within the bounds (the tests below compare only such). */
function diffResumes(before: ResumeData, after: ResumeData) {
  const lines = diffOrTooLarge(before, after);
  if (!lines) throw new Error('within the bounds, a diff is expected');
  return lines;
}

/**
 * A bound on one diff's CPU time, generous on purpose: the diff of the widest resume takes tens of ms on a
 * quiet machine and over 100 on a loaded one (CI runs test files side by side on two cores), while an edit
 * script gone quadratic takes seconds (the diff request took about 6 s before issue 32). Its figures are
 * printed by `npm run bench -- --only diff`.
 */
const CPU_BUDGET_MS = 500;

/** CPU milliseconds of one call, after a warm-up call so the JIT is not what is measured. */
function cpuMs(work: () => unknown): number {
  work();
  const started = process.cpuUsage();
  work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

const job = sampleResume.experience[0];
if (!job) throw new Error('the fixture has a job');
const [first, second] = job.responsibilities;
const withBullets = (responsibilities: string[]) => ({
  ...sampleResume,
  experience: [{ ...job, responsibilities }],
});

describe('diffResumes', () => {
  it('shows a reordered line once, as moved, where it now is', () => {
    const lines = diffResumes(withBullets([`${first}`, `${second}`]), withBullets([`${second}`, `${first}`]));
    const changed = lines.filter((line) => line.kind !== 'same');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.kind).toBe('moved');
    expect(lines.filter((line) => line.text.includes(`${first}`))).toHaveLength(1);
    expect(lines.filter((line) => line.text.includes(`${second}`))).toHaveLength(1);
  });

  it('keeps a line added while its twin stays as an addition', () => {
    const lines = diffResumes(withBullets([`${first}`]), withBullets([`${first}`, `${first}`]));
    expect(lines.filter((line) => line.kind !== 'same')).toEqual([{ kind: 'added', text: `- ${first}` }]);
  });

  it('still shows an edited line as removed and added', () => {
    const lines = diffResumes(withBullets([`${first}`]), withBullets([`${first} and Flink`]));
    expect(lines.filter((line) => line.kind !== 'same').map((line) => line.kind)).toEqual([
      'removed',
      'added',
    ]);
  });

  it('sets each rewritten line beside the one it replaced', () => {
    const lines = diffResumes(
      withBullets(['took care of 6 patients', 'gave medications', 'taught patients']),
      withBullets(['Cared for 6 patients', 'Administered medications', 'Taught patients']),
    );
    expect(lines.filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: '- took care of 6 patients' },
      { kind: 'added', text: '- Cared for 6 patients' },
      { kind: 'removed', text: '- gave medications' },
      { kind: 'added', text: '- Administered medications' },
      { kind: 'removed', text: '- taught patients' },
      { kind: 'added', text: '- Taught patients' },
    ]);
  });

  it('compares the widest resume with every line changed, reversed or shuffled in bounded CPU time', () => {
    const before = widestResume('A');
    const changed = widestResume('B');
    // Every list in the opposite order: all lines common, the longest edit script Myers can face.
    const reversed: ResumeData = {
      ...before,
      summary: before.summary.split('\n').reverse().join('\n'),
      experience: [...before.experience]
        .reverse()
        .map((job) => ({ ...job, responsibilities: [...job.responsibilities].reverse() })),
      projects: [...(before.projects ?? [])].reverse(),
    };
    // Lines that repeat (no anchors) in another order: the gaps Myers must still compare.
    const repeats = (order: number) => ({
      ...sampleResume,
      summary: Array.from({ length: 2400 }, (_, i) => 'ab'[(i * order) % 2] ?? '').join('\n'),
    });
    expect(cpuMs(() => diffResumes(before, changed))).toBeLessThan(CPU_BUDGET_MS);
    expect(cpuMs(() => diffResumes(before, reversed))).toBeLessThan(CPU_BUDGET_MS);
    expect(
      cpuMs(() => diffResumes(repeats(1), { ...repeats(1), summary: `b\n${repeats(1).summary}` })),
    ).toBeLessThan(CPU_BUDGET_MS);
    const lines = diffResumes(before, changed);
    const count = (kind: string) => lines.filter((line) => line.kind === kind).length;
    // Only section headings are common to the two (the custom sections' titles changed too).
    const after = new Set(resumeLines(changed));
    const kept = resumeLines(before).filter((line) => after.has(line)).length;
    expect(kept).toBeGreaterThan(5);
    expect(count('same')).toBe(kept);
    expect(count('removed')).toBe(resumeLines(before).length - kept);
    expect(count('added')).toBe(resumeLines(changed).length - kept);
    // Reordered, nothing was added or removed: every line is kept or moved.
    const moved = diffResumes(before, reversed);
    expect(moved.filter((line) => line.kind === 'added' || line.kind === 'removed')).toEqual([]);
    expect(moved).toHaveLength(resumeLines(before).length);
  });

  it('gives no diff for versions beyond the size bounds', () => {
    const huge: ResumeData = {
      ...sampleResume,
      skills: Array.from({ length: VERSION_DIFF_LIMITS.lines }, (_, i) => `skill ${i}`),
    };
    expect(diffOrTooLarge(sampleResume, huge)).toBeUndefined();
  });
});
