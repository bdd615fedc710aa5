import { type DiffLine, type ResumeData, resumeLines } from '@rb/contracts';
import { diffArrays } from 'diff';

/** A readable line diff of two resumes: each one's lines (see resumeLines), compared with `diff`. */
export function diffResumes(before: ResumeData, after: ResumeData): DiffLine[] {
  return diffArrays(resumeLines(before), resumeLines(after)).flatMap((change) => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return change.value.map((text) => ({ kind, text }) as const);
  });
}
