import { createHmac, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../src/tokens';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const tokens = createTokenService(secret);
const subject = { sub: randomUUID(), role: 'user' as const, email: 'a@example.test', ver: 0 };

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
  });

  it('refuses alg:none', () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...subject, iat: now, exp: now + 60 })}.`;
    expect(() => tokens.verify(unsigned)).toThrow();
  });

  it('refuses a token without exp', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() => tokens.verify(handSigned({ ...subject, iat: now }))).toThrow();
  });

  it('refuses an expired token', () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect(() => tokens.verify(handSigned({ ...subject, iat: past, exp: past + 60 }))).toThrow(/expired/);
  });

  it('refuses a wrong signature and a missing version', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() => tokens.verify(handSigned({ ...subject, iat: now, exp: now + 60 }, 'other'))).toThrow();
    const { ver: _ver, ...noVersion } = subject;
    expect(() => tokens.verify(handSigned({ ...noVersion, iat: now, exp: now + 60 }))).toThrow();
  });

  it('refuses another algorithm even with the right secret', () => {
    const hs512 = jwt.sign({ role: 'user', email: 'x', ver: 0 }, secret, {
      algorithm: 'HS512',
      subject: subject.sub,
      expiresIn: 60,
    });
    expect(() => tokens.verify(hs512)).toThrow();
  });
});
