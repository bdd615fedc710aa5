import type { LineChange, ResumeData } from '@rb/contracts';
import { alignLines } from './alignLines';
import { explainChange } from './explainChange';

type Section = LineChange['section'];

/**
 * The lines an enhancement changed, each with its place and reason, for the user to keep or reject one
 * by one before the version is saved (`applyLineChoices` in contracts puts a rejected one back). Entries
 * are compared by position (no engine reorders or adds them); an entry the enhancement dropped or added
 * is no line choice and stays as enhanced.
 */
export function lineChanges(before: ResumeData, after: ResumeData): LineChange[] {
  const changes: LineChange[] = [];
  if (before.summary.trim() !== after.summary.trim())
    changes.push({
      id: 'summary',
      section: 'summary',
      before: before.summary.trim() ? [before.summary] : [],
      after: after.summary,
      reason: before.summary.trim()
        ? 'Summary rewritten from the same facts, in clearer sentences.'
        : 'A summary written from your roles, skills and education (you had none).',
    });
  const entries = (
    section: Section,
    from: ReadonlyArray<readonly string[]>,
    to: ReadonlyArray<readonly string[]>,
  ) => {
    to.forEach((lines, entry) => {
      const original = from[entry];
      if (!original) return;
      for (const slot of alignLines(original, lines)) {
        const same = slot.before.length === 1 && slot.before[0]?.trim() === slot.after?.trim();
        if (same) continue;
        changes.push({
          id: `${section}.${entry}.${slot.line}.${changes.length}`,
          section,
          entry,
          line: slot.line,
          before: slot.before,
          after: slot.after,
          reason: explainChange(slot.before, slot.after),
        });
      }
    });
  };
  entries(
    'experience',
    before.experience.map((j) => j.responsibilities),
    after.experience.map((j) => j.responsibilities),
  );
  entries(
    'projects',
    (before.projects ?? []).map((p) => p.bullets ?? []),
    (after.projects ?? []).map((p) => p.bullets ?? []),
  );
  entries(
    'volunteering',
    (before.volunteering ?? []).map((v) => v.bullets ?? []),
    (after.volunteering ?? []).map((v) => v.bullets ?? []),
  );
  // A skill is rewritten only in its casing (a tool's name), in place. Any other difference at an index is
  // two readings of one list (the editor's text read back from markdown drops a "Database:" label), not a
  // change an engine made, and no choice to offer.
  after.skills.forEach((skill, line) => {
    const was = before.skills[line];
    if (was === undefined || was.trim() === skill.trim()) return;
    if (was.trim().toLowerCase() !== skill.trim().toLowerCase()) return;
    changes.push({
      id: `skills.${line}`,
      section: 'skills',
      line,
      before: [was],
      after: skill,
      reason: explainChange([was], skill),
    });
  });
  return changes.slice(0, 2000);
}
