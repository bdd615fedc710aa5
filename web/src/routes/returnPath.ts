/** The path a guard remembered in the router state, if it is a safe in-app path. */
export function returnPath(state: unknown): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (
    typeof from?.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  ) {
    return null;
  }
  return from.pathname + (typeof from.search === 'string' ? from.search : '');
}
