import { describe, expect, it, vi } from 'vitest';
import { decodeClaims, isTokenExpired } from './token';

const b64url = (s: string) => Buffer.from(s).toString('base64url');
const jwt = (payload: object) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`;

describe('token claims', () => {
  it('reads role, exp and e-mail', () => {
    expect(decodeClaims(jwt({ role: 'admin', exp: 1700000000, email: 'é@x.io' }))).toEqual({
      role: 'admin',
      exp: 1700000000,
      email: 'é@x.io',
    });
  });

  it('treats an undecodable token as expired, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decodeClaims('garbage')).toBeNull();
    expect(isTokenExpired('garbage')).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('compares exp (seconds) with now (ms)', () => {
    const token = jwt({ role: 'user', exp: 1000 });
    expect(isTokenExpired(token, 999_000)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
  });

  it('a token without exp never expires on the client', () => {
    expect(isTokenExpired(jwt({ role: 'user' }), Date.now())).toBe(false);
  });
});
