/**
 * Tokens read in this page load, by page: the session check that runs when a signed-in user opens a
 * mailed link redraws the layout and mounts the page again, after the first mount took the token out of
 * the address bar.
 */
const taken = new Map<string, string>();

/**
 * The token of a mailed link (`/reset-password#token=…`). It rides in the fragment, which no request
 * carries; once read it is taken out of the address bar, so it is not left in the history either, and
 * kept for the page's next mount in this page load.
 */
export function takeMailedToken(): string {
  const page = window.location.pathname;
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (!token) return taken.get(page) ?? '';
  taken.set(page, token);
  window.history.replaceState(window.history.state, '', page);
  return token;
}
