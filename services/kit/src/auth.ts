import type { TokenClaims } from '@rb/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from './db';
import { forbidden, unauthenticated } from './httpError';
import { findSessionUser } from './sessions';
import type { TokenService, VerifiedClaims } from './tokens';

export interface AuthUser {
  id: string;
  role: TokenClaims['role'];
  email: string;
}

declare global {
  namespace Express {
    interface Request {
      /** Set by requireAuth from the database row, never from the request. */
      user?: AuthUser;
      /** The verified token's claims (its id and refresh chain included), set by requireAuth. */
      claims?: VerifiedClaims;
    }
  }
}

export interface AuthDeps<DB extends Database> {
  tokens: TokenService;
  db: Kysely<DB>;
}

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * Accepts a request only with a valid bearer token whose user still exists and whose token version
 * is current (a password change bumps it) and whose refresh chain is not revoked. The role is read from
 * the users row, not from the token.
 */
export function requireAuth<DB extends Database>(deps: AuthDeps<DB>): RequestHandler {
  const db = deps.db as unknown as Kysely<Database>;
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    let claims: VerifiedClaims;
    try {
      claims = deps.tokens.verify(token);
    } catch {
      throw unauthenticated('Session expired or invalid. Please log in again.');
    }
    const user = await findSessionUser(db, claims);
    if (!user) throw unauthenticated('Session expired or invalid. Please log in again.');
    req.user = user;
    req.claims = claims;
    next();
  };
}

/** After requireAuth: only users whose stored role matches pass; others get 403. */
export function requireRole(role: AuthUser['role']): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) throw unauthenticated();
    if (req.user.role !== role) throw forbidden();
    next();
  };
}

/** The authenticated user of a request behind requireAuth (a 401 if the middleware was skipped). */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}
