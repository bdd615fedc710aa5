import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

const PREFIX = 'draft:';

/** The stored draft under `key`, if there is one that `read` accepts. */
function storedDraft<T>(key: string, read: (stored: unknown) => T | undefined): T | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw === null ? undefined : read(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** Sets a draft another page will open with (what the form's job description hands the new card). */
export function saveSessionDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or refused: the other page opens without it.
  }
}

/** The draft key of a resume card's job-description box. */
export const jobDescriptionDraftKey = (resumeId: string) => `job-description:${resumeId}`;

/** Forgets a draft once it has done its work (the resume it held was saved). */
export function dropSessionDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage refused: there is nothing to drop.
  }
}

/**
 * State kept in the tab's session storage under `key`, so what someone typed (a pasted job description,
 * a half-filled form) survives a reload or a visit to another page of the app. Session storage ends
 * with the tab, and logging out empties it (clearSession). `read` checks what is stored, which an
 * older version of the page may have written in another shape; storage that is full or refused only
 * costs the draft. With no key the state is kept in memory alone.
 */
export function useSessionDraft<T>(
  key: string | null,
  initial: () => T,
  read: (stored: unknown) => T | undefined,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(
    () => (key === null ? undefined : storedDraft(key, read)) ?? initial(),
  );
  useEffect(() => {
    // Full or refused storage leaves the draft in memory only.
    if (key) saveSessionDraft(key, value);
  }, [key, value]);
  return [value, setValue];
}

/** A `read` for text drafts. */
export const textDraft = (stored: unknown) => (typeof stored === 'string' ? stored : undefined);

/** A `read` for object drafts: the stored fields over the current blank, so a new field is never missing. */
export const objectDraft =
  <T extends object>(blank: () => T) =>
  (stored: unknown): T | undefined =>
    stored !== null && typeof stored === 'object' && !Array.isArray(stored)
      ? { ...blank(), ...(stored as Partial<T>) }
      : undefined;
