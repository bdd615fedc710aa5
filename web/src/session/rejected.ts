import { clearSession } from './session';

/** SPEC §8's words for a session that is over; the login page repeats them after a rejection. */
export const SESSION_EXPIRED = 'Session expired. Please log in again.';

let rejected = false;

/**
 * The server refused the token this tab holds (expired, or revoked by a password change on another
 * device): every later call would fail too, so the session ends here. Clearing it lets the private
 * page's guard send the user to /login remembering where they were, and the login page says why.
 */
export function endRejectedSession() {
  rejected = true;
  clearSession();
}

/** Whether the last session ended because the server rejected it (a read, safe in a render). */
export const sessionWasRejected = () => rejected;

/** The user has acted on the notice (logging in again): later visits to /login start clean. */
export function forgetSessionRejected() {
  rejected = false;
}
