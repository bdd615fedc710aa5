import { createSecretKey, type KeyObject } from 'node:crypto';
import { SESSION, type TokenClaims, tokenClaimsSchema } from '@rb/contracts';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

export interface TokenSubject {
  sub: string;
  role: TokenClaims['role'];
  email: string;
  ver: number;
}

export interface TokenService {
  sign(subject: TokenSubject): string;
  /** Returns the claims, or throws for anything but a valid, unexpired HS256 token with every claim. */
  verify(token: string): TokenClaims;
}

const ALGORITHM = 'HS256';
const claimsSchema = tokenClaimsSchema.extend({ sub: z.uuid() });

/**
 * HS256 only (so `alg: none` and algorithm confusion are refused), with the key object built once:
 * jsonwebtoken re-derives a key from a string secret on every call, which is ~50× slower.
 */
export function createTokenService(
  secret: string,
  lifetimeSeconds: number = SESSION.tokenLifetimeSeconds,
): TokenService {
  const key: KeyObject = createSecretKey(Buffer.from(secret, 'utf8'));
  const lifetime = Math.min(lifetimeSeconds, SESSION.tokenLifetimeSeconds);
  return {
    sign({ sub, role, email, ver }) {
      return jwt.sign({ role, email, ver }, key, { algorithm: ALGORITHM, subject: sub, expiresIn: lifetime });
    },
    verify(token) {
      const decoded = jwt.verify(token, key, { algorithms: [ALGORITHM] });
      // jsonwebtoken accepts a token without exp; the schema does not.
      return claimsSchema.parse(decoded);
    },
  };
}
