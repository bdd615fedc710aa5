import { clearSession } from './session';

/**
 * Ends the session and loads `to` afresh. A full page load, not a router navigation: the private
 * page's guard would otherwise see the token vanish first and redirect to /login, and the reload also
 * drops every resume and letter still held in memory.
 */
export function logout(to = '/') {
  clearSession();
  window.location.replace(to);
}
