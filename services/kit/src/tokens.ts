import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { SESSION, type TokenClaims, tokenClaimsSchema } from '@rb/contracts';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

export interface TokenSubject {
  sub: string;
  role: TokenClaims['role'];
  email: string;
  ver: number;
  /** The refresh chain (session) the token belongs to; a new chain when left out. */
  fam?: string;
}

/** Who issues access tokens and who they are for: a token minted for anything else is refused. */
export const TOKEN_ISSUER = 'resume-builder/auth';
export const TOKEN_AUDIENCE = 'resume-builder';

/** Claims of a verified token: the contract's claims plus the token id and its refresh chain. */
export type VerifiedClaims = TokenClaims & { jti: string; fam: string; iss: string; aud: string };

export interface IssuedToken {
  token: string;
  /** This token's id: each one can be exchanged by POST /api/auth/refresh once. */
  jti: string;
  fam: string;
  expiresAt: Date;
}

export interface TokenService {
  sign(subject: TokenSubject): string;
  /** Like sign, and also says which id and chain the new token has (the auth service records them). */
  issue(subject: TokenSubject): IssuedToken;
  /** Returns the claims, or throws for anything but a valid, unexpired HS256 token with every claim. */
  verify(token: string): VerifiedClaims;
}

const ALGORITHM = 'HS256';
const claimsSchema = tokenClaimsSchema.extend({
  sub: z.uuid(),
  jti: z.uuid(),
  fam: z.uuid(),
  iss: z.literal(TOKEN_ISSUER),
  aud: z.literal(TOKEN_AUDIENCE),
});

/**
 * Verified tokens kept per token service. A user's requests carry the same token for its whole life
 * (30 minutes), and every service verified its signature and parsed its claims again on each one
 * (jsonwebtoken and the schema: about 3% of the resume service's CPU under `npm run load`). Bounded, the
 * oldest entry going first; only successes are kept, so a flood of bad tokens costs no memory.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * HS256 only (so `alg: none` and algorithm confusion are refused), with the key object built once:
 * jsonwebtoken re-derives a key from a string secret on every call, which is ~50× slower.
 *
 * A token once verified is answered from memory until its `exp`, by the same rule as jsonwebtoken's
 * (expired once the current second reaches it). The key is the whole token, signature included, so
 * nothing but that exact token is ever answered from memory. Verification is only the token's own
 * checks: revocation (a password change, a revoked refresh chain, a deleted user) is the database's
 * answer on every request (sessions.ts' findSessionUser), which nothing here caches.
 */
export function createTokenService(
  secret: string,
  lifetimeSeconds: number = SESSION.tokenLifetimeSeconds,
): TokenService {
  const key: KeyObject = createSecretKey(Buffer.from(secret, 'utf8'));
  const lifetime = Math.min(lifetimeSeconds, SESSION.tokenLifetimeSeconds);
  const issue = ({ sub, role, email, ver, fam = randomUUID() }: TokenSubject): IssuedToken => {
    const jti = randomUUID();
    const expiresAt = new Date(Math.floor(Date.now() / 1000 + lifetime) * 1000);
    const token = jwt.sign({ role, email, ver, fam }, key, {
      algorithm: ALGORITHM,
      subject: sub,
      jwtid: jti,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      expiresIn: lifetime,
    });
    return { token, jti, fam, expiresAt };
  };
  const verified = new Map<string, VerifiedClaims>();
  return {
    issue,
    sign: (subject) => issue(subject).token,
    verify(token) {
      const kept = verified.get(token);
      if (kept) {
        if (Math.floor(Date.now() / 1000) < kept.exp) return kept;
        verified.delete(token);
        throw new jwt.TokenExpiredError('jwt expired', new Date(kept.exp * 1000));
      }
      const decoded = jwt.verify(token, key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      // jsonwebtoken accepts a token without exp (or jti); the schema does not. Frozen: every request
      // with this token shares the object.
      const claims = Object.freeze(claimsSchema.parse(decoded)) as VerifiedClaims;
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(token, claims);
      return claims;
    },
  };
}
