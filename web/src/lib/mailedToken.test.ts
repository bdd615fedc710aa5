import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page load: the module afresh, and the two parts of a browser window it reads and writes. */
async function openPage(url: string) {
  vi.resetModules();
  const location = new URL(url);
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, to: string) => {
      const next = new URL(to, location);
      location.hash = next.hash;
      location.pathname = next.pathname;
    },
  };
  Object.assign(globalThis, { window: { location, history } });
  const { takeMailedToken } = await import('./mailedToken');
  return { location, takeMailedToken };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('a mailed link’s token', () => {
  it('leaves the address bar once read, and a second mount of the same page still gets it', async () => {
    const { location, takeMailedToken } = await openPage('https://rb.example/reset-password#token=abc123');
    expect(takeMailedToken()).toBe('abc123');
    expect(location.hash).toBe('');
    // Signed in, the session check redraws the layout: the page mounts again with the bar already clean.
    expect(takeMailedToken()).toBe('abc123');
  });

  it('is never another page’s, nor another page load’s', async () => {
    const { location, takeMailedToken } = await openPage('https://rb.example/verify-email#token=mail-1');
    expect(takeMailedToken()).toBe('mail-1');
    location.pathname = '/reset-password';
    expect(takeMailedToken()).toBe('');
    expect((await openPage('https://rb.example/verify-email')).takeMailedToken()).toBe('');
  });
});
