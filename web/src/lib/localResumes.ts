import { LOCAL_STORAGE_KEYS, type StoredResume } from '@rb/contracts';

/** SPEC §3: the display name falls back to "Untitled Resume". */
export const resumeName = (r: { name?: string }) => r.name?.trim() || 'Untitled Resume';

function readList<T>(key: string): T[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export const cachedResumes = () => readList<StoredResume>(LOCAL_STORAGE_KEYS.resumes);
export const cacheResumes = (resumes: StoredResume[]) =>
  localStorage.setItem(LOCAL_STORAGE_KEYS.resumes, JSON.stringify(resumes));

export const activityLog = () =>
  readList<string>(LOCAL_STORAGE_KEYS.activityLog).filter((e) => typeof e === 'string');
const saveActivity = (entries: string[]) =>
  localStorage.setItem(LOCAL_STORAGE_KEYS.activityLog, JSON.stringify(entries));

/**
 * What a local entry says was done. SPEC §3 names Generated and Enhanced; the actions it predates read the
 * same way: a version restored (Undo included), a resume tailored to a job, an application recorded.
 */
export type ActivityKind = 'Generated' | 'Enhanced' | 'Restored' | 'Tailored' | 'Applied with';

/** Locally created entries carry no id (SPEC §3), newest first: "<kind> Resume - <name>". */
export function logActivity(kind: ActivityKind, name: string) {
  saveActivity([`${kind} Resume - ${name}`, ...activityLog()].slice(0, 50));
}

/**
 * The stored log of SPEC §3, which Recent Activity shows word for word (lib/activity.ts ties each entry to
 * its card). SPEC §3: entries rebuilt from the server list read "Generated/Edited Resume - <name> [<id>]"; local
 * entries of resumes that still exist are kept after them.
 */
export function rebuildActivity(resumes: StoredResume[]): string[] {
  const names = new Set(resumes.map(resumeName));
  const fromServer = resumes.map(
    (r) => `${r.resumeSnippet.trim() ? 'Edited' : 'Generated'} Resume - ${resumeName(r)} [${r.id}]`,
  );
  const local = activityLog().filter(
    (e) => !/\[[^\]]+\]$/.test(e) && names.has(e.replace(/^.+? Resume - /, '')),
  );
  const entries = [...local, ...fromServer];
  saveActivity(entries);
  return entries;
}

export function removeCachedResume(id: string) {
  const left = cachedResumes().filter((r) => r.id !== id);
  cacheResumes(left);
  rebuildActivity(left);
}
