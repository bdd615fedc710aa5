import { LOCAL_STORAGE_KEYS } from '@rb/contracts';
import { useSyncExternalStore } from 'react';
import { THEME_KEY } from '../components/ThemeToggle';
import { PAGE_SIZE_KEY } from '../lib/pageSize';
import { decodeClaims } from './token';

/** Fired on window whenever the session is cleared, so other tabs of the app state can react. */
export const LOGOUT_EVENT = 'rb:logout';
const CHANGE_EVENT = 'rb:session-change';

export interface Session {
  token: string | null;
  user: string | null;
}

let snapshot: Session = read();

function read(): Session {
  return {
    token: localStorage.getItem(LOCAL_STORAGE_KEYS.token),
    user: localStorage.getItem(LOCAL_STORAGE_KEYS.user),
  };
}

function changed() {
  snapshot = read();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export const getToken = () => localStorage.getItem(LOCAL_STORAGE_KEYS.token);
export const getSession = () => snapshot;

export function saveSession(token: string, email: string) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.token, token);
  localStorage.setItem(LOCAL_STORAGE_KEYS.user, email);
  changed();
}

export function replaceToken(token: string) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.token, token);
  changed();
}

/** What survives a logout: device preferences, never anything about the person. */
const DEVICE_KEYS: ReadonlySet<string> = new Set([
  THEME_KEY,
  PAGE_SIZE_KEY,
  LOCAL_STORAGE_KEYS.policiesAgreed,
]);

/**
 * Ends the session and drops every personal cache with it (the resume list with names and phone
 * numbers, the activity log, anything in session storage): a kept list of what may stay rather than
 * a list of what to remove, so a cache added later cannot be forgotten here.
 */
export function clearSession() {
  for (const key of Object.keys(localStorage)) {
    if (!DEVICE_KEYS.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
  changed();
  window.dispatchEvent(new Event(LOGOUT_EVENT));
}

/** The admin flag is derived from the token's role each time it is asked for (SPEC §2). */
export function isAdminToken(token: string | null): boolean {
  return token !== null && decodeClaims(token)?.role === 'admin';
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_STORAGE_KEYS.token || e.key === LOCAL_STORAGE_KEYS.user) {
      snapshot = read();
      onChange();
    }
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}
