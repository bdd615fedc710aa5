import type { TokenClaims } from '@rb/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from './db';
import { unauthenticated } from './httpError';
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

export interface Authenticated {
  user: AuthUser;
  /** The verified token's claims: version, expiry (the socket server disconnects at `exp`) and chain. */
  claims: VerifiedClaims;
}

const invalidSession = () => unauthenticated('Session expired or invalid. Please log in again.');

/** A token's verified claims: signature, expiry, issuer and audience only, no I/O. */
function verifyToken(tokens: TokenService, token: string): VerifiedClaims {
  try {
    return tokens.verify(token);
  } catch {
    throw invalidSession();
  }
}

/**
 * The verified claims of the request's bearer token, with no I/O, so the endpoint router can run it
 * before validation and everything else. A missing or bad token is a 401.
 */
export function verifyBearer(tokens: TokenService, req: Request): VerifiedClaims {
  const token = bearerToken(req);
  if (!token) throw unauthenticated();
  return verifyToken(tokens, token);
}

/**
 * The user behind verified claims, from the database: the user must still exist, the token version
 * must be current (a password change bumps it) and its refresh chain not revoked (reuse detected).
 * The role is read from the users row, not the token.
 */
export async function loadAuthUser<DB extends Database>(
  db: Kysely<DB>,
  claims: VerifiedClaims,
): Promise<AuthUser> {
  const user = await findSessionUser(db, claims);
  if (!user) throw invalidSession();
  return user;
}

/**
 * The one token check of every HTTP request and socket handshake (verifyToken + loadAuthUser): a
 * 401 HttpError unless the token is valid and still speaks for a current user.
 */
export async function authenticate<DB extends Database>(
  deps: AuthDeps<DB>,
  token: string,
): Promise<Authenticated> {
  const claims = verifyToken(deps.tokens, token);
  return { user: await loadAuthUser(deps.db, claims), claims };
}

/** Accepts a request only with a bearer token that passes `authenticate`. */
export function requireAuth<DB extends Database>(deps: AuthDeps<DB>): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    const { user, claims } = await authenticate(deps, token);
    req.user = user;
    req.claims = claims;
    next();
  };
}

/** The authenticated user of a request behind requireAuth (a 401 if the middleware was skipped). */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}
