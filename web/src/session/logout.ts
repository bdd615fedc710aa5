import { api } from '../api/endpoints';
import { clearSession, getToken } from './session';

/**
 * Ends the session and loads `to` afresh. A full page load, not a router navigation: the private
 * page's guard would otherwise see the token vanish first and redirect to /login, and the reload also
 * drops every resume and letter still held in memory. The server revokes the token's chain too, so a
 * copy taken earlier stops working; that call reads the token before it is cleared and is best effort
 * (offline, the browser still forgets the session).
 */
export function logout(to = '/') {
  if (getToken()) api.logout().catch(() => undefined);
  clearSession();
  window.location.replace(to);
}
