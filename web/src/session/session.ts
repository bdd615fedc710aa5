import { LOCAL_STORAGE_KEYS } from '@rb/contracts';
import { useSyncExternalStore } from 'react';
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

export function clearSession() {
  localStorage.removeItem(LOCAL_STORAGE_KEYS.token);
  localStorage.removeItem(LOCAL_STORAGE_KEYS.user);
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
