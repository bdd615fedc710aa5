import type { StoredResume } from '@rb/contracts';
import { resumeName } from './localResumes';

export interface ActivityEntry {
  /** Stable per action: the resume id and what happened. */
  key: string;
  resumeId: string;
  action: 'Created' | 'Enhanced';
  name: string;
  /** ISO 8601 time of the action, from the server's record. */
  at: string;
}

/**
 * The readable activity list, newest first: one entry per action the server recorded — a resume's
 * creation, and its last in-place enhancement when it was changed after being created. Built from
 * the server list alone, so an action is never listed twice and entries carry a real time.
 */
export function activityEntries(resumes: StoredResume[]): ActivityEntry[] {
  const entries = resumes.flatMap((r): ActivityEntry[] => {
    const name = resumeName(r);
    const created: ActivityEntry = {
      key: `${r.id}:created`,
      resumeId: r.id,
      action: 'Created',
      name,
      at: r.createdAt,
    };
    if (Date.parse(r.updatedAt) <= Date.parse(r.createdAt)) return [created];
    return [{ key: `${r.id}:enhanced`, resumeId: r.id, action: 'Enhanced', name, at: r.updatedAt }, created];
  });
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
