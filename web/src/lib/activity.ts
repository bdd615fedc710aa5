import type { StoredResume } from '@rb/contracts';
import { resumeName } from './localResumes';

export interface ActivityEntry {
  /** Unique within the list shown. */
  key: string;
  /** The SPEC §3 string, word for word ("Generated Resume - Ada [id]"). */
  text: string;
  /** The card the entry leads to, when that resume is still listed. */
  resumeId: string | null;
}

/** A rebuilt entry ends in the resume's id in brackets (SPEC §3). */
const WITH_ID = /^(.*) \[([^\]]+)\]$/;
/** "<Action> Resume - <name>": the name is what follows the first " Resume - ". */
const NAMED = / Resume - (.*)$/;

/**
 * The Recent Activity list: the stored SPEC §3 strings in their stored order (local actions first, newest
 * first, then one entry per listed resume), each tied to the card it names. A rebuilt entry carries its
 * resume's id; a local one only a name, which leads to the newest resume of that name.
 */
export function activityEntries(log: readonly string[], resumes: readonly StoredResume[]): ActivityEntry[] {
  const byNewest = [...resumes].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  return log.map((text, i) => {
    const [, words = text, id] = WITH_ID.exec(text) ?? [];
    const name = NAMED.exec(words)?.[1];
    const resume = id
      ? resumes.find((r) => r.id === id)
      : byNewest.find((r) => name !== undefined && resumeName(r) === name);
    return { key: `${i}:${text}`, text, resumeId: resume?.id ?? null };
  });
}
