import type { TokenClaims } from '@rb/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from './db';
import { forbidden, unauthenticated } from './httpError';
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

export interface Authenticated {
  user: AuthUser;
  /** The verified token's claims: its version and expiry (the socket server disconnects at `exp`). */
  claims: TokenClaims;
}

const invalidSession = () => unauthenticated('Session expired or invalid. Please log in again.');

/**
 * The one token check of every HTTP request and socket handshake: a valid token whose user still
 * exists and whose token version is current (a password change bumps it). The role comes from the
 * users row, not from the token. Throws a 401 HttpError otherwise.
 */
export async function authenticate<DB extends Database>(
  deps: AuthDeps<DB>,
  token: string,
): Promise<Authenticated> {
  let claims: TokenClaims;
  try {
    claims = deps.tokens.verify(token);
  } catch {
    throw invalidSession();
  }
  const row = await (deps.db as unknown as Kysely<Database>)
    .selectFrom('users')
    .select(['id', 'role', 'email', 'token_version'])
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.token_version !== claims.ver) throw invalidSession();
  return { user: { id: row.id, role: row.role, email: row.email }, claims };
}

/** Accepts a request only with a bearer token that passes `authenticate`. */
export function requireAuth<DB extends Database>(deps: AuthDeps<DB>): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    req.user = (await authenticate(deps, token)).user;
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
