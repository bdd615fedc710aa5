import { clearSession } from './session';

/** Session storage key of the one-time notice Home shows after the session ended for good. */
const NOTICE_KEY = 'rb:farewell';

/**
 * Ends the session for good (the account is gone) and loads Home afresh, as logout does, with a notice
 * saying what happened. The notice is written after the session's storage is cleared, and Home takes
 * it once: it holds the server's sentence, nothing about the person.
 */
export function leaveWithNotice(message: string) {
  clearSession();
  sessionStorage.setItem(NOTICE_KEY, message);
  window.location.replace('/');
}

/** What this page load took, so a second read in the same load (React's strict mode) sees it too. */
let taken: string | null | undefined;

/** The notice left for Home, removed from storage as it is first read. */
export function takeNotice(): string | null {
  if (taken === undefined) {
    taken = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
  }
  return taken;
}
