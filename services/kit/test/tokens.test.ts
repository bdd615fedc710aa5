import { createHmac, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/tokens';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const tokens = createTokenService(secret);
const subject = { sub: randomUUID(), role: 'user' as const, email: 'a@example.test', ver: 0 };
/** What a genuine token carries beside the subject, so each refusal below is for its own reason. */
const registered = { jti: randomUUID(), fam: randomUUID(), iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Hand-made HS256 token, so claims jsonwebtoken would insist on can be left out. */
function handSigned(payload: object, key = secret): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

describe('token service', () => {
  it('round-trips every claim with an exp at most 30 minutes away', () => {
    const claims = tokens.verify(tokens.sign(subject));
    expect(claims).toMatchObject(subject);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(30 * 60);
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
  });

  it('gives every token its own id and keeps the chain it is issued into', () => {
    const first = tokens.issue(subject);
    const next = tokens.issue({ ...subject, fam: first.fam });
    expect(next.jti).not.toBe(first.jti);
    expect(tokens.verify(next.token)).toMatchObject({ jti: next.jti, fam: first.fam });
    expect(tokens.issue(subject).fam).not.toBe(first.fam);
  });

  it('refuses a token for another audience, from another issuer, or without an id', () => {
    const now = Math.floor(Date.now() / 1000);
    const times = { iat: now, exp: now + 60 };
    expect(tokens.verify(handSigned({ ...subject, ...registered, ...times }))).toMatchObject(subject);
    expect(() =>
      tokens.verify(handSigned({ ...subject, ...registered, ...times, aud: 'other-app' })),
    ).toThrow(/audience/);
    expect(() => tokens.verify(handSigned({ ...subject, ...registered, ...times, iss: 'someone' }))).toThrow(
      /issuer/,
    );
    const { jti: _jti, ...noId } = registered;
    expect(() => tokens.verify(handSigned({ ...subject, ...noId, ...times }))).toThrow();
  });

  it('refuses alg:none', () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...subject, iat: now, exp: now + 60 })}.`;
    expect(() => tokens.verify(unsigned)).toThrow();
  });

  it('refuses a token without exp', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() => tokens.verify(handSigned({ ...subject, ...registered, iat: now }))).toThrow();
  });

  it('refuses an expired token', () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect(() => tokens.verify(handSigned({ ...subject, ...registered, iat: past, exp: past + 60 }))).toThrow(
      /expired/,
    );
  });

  it('refuses a wrong signature and a missing version', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() =>
      tokens.verify(handSigned({ ...subject, ...registered, iat: now, exp: now + 60 }, 'other')),
    ).toThrow();
    const { ver: _ver, ...noVersion } = subject;
    expect(() =>
      tokens.verify(handSigned({ ...noVersion, ...registered, iat: now, exp: now + 60 })),
    ).toThrow();
  });

  it('refuses another algorithm even with the right secret', () => {
    const hs512 = jwt.sign({ role: 'user', email: 'x', ver: 0, fam: registered.fam }, secret, {
      algorithm: 'HS512',
      jwtid: registered.jti,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      subject: subject.sub,
      expiresIn: 60,
    });
    expect(() => tokens.verify(hs512)).toThrow();
  });
});

describe('verified tokens kept in memory', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks a token once while it is valid, and refuses it from the second its exp is reached', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const own = createTokenService(secret, 60);
    const token = own.sign(subject);
    const checks = vi.spyOn(jwt, 'verify');
    const claims = own.verify(token);
    expect(own.verify(token)).toBe(claims);
    expect(checks).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-01-01T00:00:59.999Z'));
    expect(own.verify(token)).toBe(claims);
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(() => own.verify(token)).toThrow(/expired/);
    // Forgotten once expired: asked again, jsonwebtoken refuses it the same way.
    expect(() => own.verify(token)).toThrow(/expired/);
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('keeps only the exact token: another signature on the same claims is checked and refused', () => {
    const token = tokens.sign(subject);
    tokens.verify(token);
    const [head, body] = token.split('.');
    expect(() => tokens.verify(`${head}.${body}.${'A'.repeat(43)}`)).toThrow(/signature/);
  });

  it('shares claims no caller can change', () => {
    const claims = tokens.verify(tokens.sign(subject));
    expect(() => {
      (claims as { role: string }).role = 'admin';
    }).toThrow(TypeError);
  });
});
