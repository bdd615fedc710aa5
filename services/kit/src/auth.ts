import type { TokenClaims } from '@rb/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from './db';
import { unauthenticated } from './httpError';
import type { TokenService } from './tokens';

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
 * The verified claims of the request's bearer token: signature and expiry only, no I/O, so it can run
 * before validation and everything else. A missing or bad token is a 401.
 */
export function verifyBearer(tokens: TokenService, req: Request): TokenClaims {
  const token = bearerToken(req);
  if (!token) throw unauthenticated();
  try {
    return tokens.verify(token);
  } catch {
    throw unauthenticated('Session expired or invalid. Please log in again.');
  }
}

/**
 * The user behind verified claims, from the database: the user must still exist and the token version
 * must be current (a password change bumps it). The role is read from the users row, not the token.
 */
export async function loadAuthUser<DB extends Database>(
  db: Kysely<DB>,
  claims: TokenClaims,
): Promise<AuthUser> {
  const row = await (db as unknown as Kysely<Database>)
    .selectFrom('users')
    .select(['id', 'role', 'email', 'token_version'])
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.token_version !== claims.ver) {
    throw unauthenticated('Session expired or invalid. Please log in again.');
  }
  return { id: row.id, role: row.role, email: row.email };
}

/** Accepts a request only with a valid bearer token of a current user (verifyBearer + loadAuthUser). */
export function requireAuth<DB extends Database>(deps: AuthDeps<DB>): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.user = await loadAuthUser(deps.db, verifyBearer(deps.tokens, req));
    next();
  };
}

/** The authenticated user of a request behind requireAuth (a 401 if the middleware was skipped). */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}
