/**
 * The token of a mailed link (`/reset-password#token=…`). It rides in the fragment, which no request
 * carries; once read it is taken out of the address bar, so it is not left in the history either.
 */
export function takeMailedToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}
