import { z } from 'zod';
import type { ResumeData } from './resume';

/** The parts of a resume whose lines an enhancement rewrites, one by one, for the user to choose. */
export const CHANGE_SECTIONS = ['summary', 'experience', 'projects', 'volunteering', 'skills'] as const;

/**
 * One line an enhancement changed, as the user sees it before it is saved: the line or lines it replaced
 * (`before`: one line reworded, two joined into one, none for a line added), what it wrote (`after`:
 * null for a line removed) and why. `line` is the index of `after` in the enhanced entry's list (for a
 * line removed, the index of the line it stood before). The summary is one line; each skill is one (its
 * `line` its place in the list, no `entry`).
 */
export const lineChangeSchema = z.object({
  id: z.string().max(100),
  section: z.enum(CHANGE_SECTIONS),
  entry: z.number().int().nonnegative().optional(),
  line: z.number().int().nonnegative().optional(),
  before: z.array(z.string().max(5000)).max(40),
  after: z.string().max(5000).nullable(),
  reason: z.string().max(300),
});
export type LineChange = z.infer<typeof lineChangeSchema>;
export const lineChangesSchema = z.array(lineChangeSchema).max(2000);

type Lists = { bullets?: string[]; responsibilities?: string[] };

/** An entry's lines with the rejected changes put back as they were; the accepted ones stay as enhanced. */
function chosenLines(enhanced: readonly string[], changes: readonly LineChange[]): string[] {
  const out: string[] = [];
  const removedBefore = (k: number) => changes.filter((c) => c.after === null && c.line === k);
  enhanced.forEach((line, k) => {
    for (const c of removedBefore(k)) out.push(...c.before);
    const change = changes.find((c) => c.after !== null && c.line === k);
    out.push(...(change ? change.before : [line]));
  });
  for (const c of removedBefore(enhanced.length)) out.push(...c.before);
  return out;
}

/**
 * The enhanced resume with the user's choice: every change accepted except those in `rejected`, whose
 * lines are put back as they were. Everything else (the SPEC §5 cleaning, fields no line choice
 * covers) stays as enhanced.
 */
export function applyLineChoices(
  enhanced: ResumeData,
  changes: readonly LineChange[],
  rejected: ReadonlySet<string>,
): ResumeData {
  const undone = changes.filter((c) => rejected.has(c.id));
  if (undone.length === 0) return enhanced;
  const entries = <T extends Lists>(
    section: LineChange['section'],
    list: readonly T[] | undefined,
    key: keyof Lists,
  ) =>
    list?.map((entry, index) => {
      const here = undone.filter((c) => c.section === section && c.entry === index);
      const lines = entry[key];
      return here.length === 0 || !lines ? entry : { ...entry, [key]: chosenLines(lines, here) };
    });
  const summary = undone.find((c) => c.section === 'summary');
  const skill = (line: number) => undone.find((c) => c.section === 'skills' && c.line === line);
  const projects = entries('projects', enhanced.projects, 'bullets');
  const volunteering = entries('volunteering', enhanced.volunteering, 'bullets');
  return {
    ...enhanced,
    summary: summary ? summary.before.join(' ') : enhanced.summary,
    skills: enhanced.skills.map((s, line) => skill(line)?.before[0] ?? s),
    experience: entries('experience', enhanced.experience, 'responsibilities') ?? enhanced.experience,
    ...(projects && { projects }),
    ...(volunteering && { volunteering }),
  };
}
