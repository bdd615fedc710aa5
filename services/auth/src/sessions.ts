import type { Database, TokenService, TokenSubject, VerifiedClaims } from '@rb/kit';
import { type Kysely, sql } from 'kysely';

type SessionSubject = Omit<TokenSubject, 'fam'>;

/**
 * A token in a new refresh chain (login, registration, password change). Chains whose last token expired
 * more than a day ago are swept here, so the table holds roughly one row per live session.
 */
export async function startSession(
  db: Kysely<Database>,
  tokens: TokenService,
  subject: SessionSubject,
  device: string,
) {
  const issued = tokens.issue(subject);
  await db
    .insertInto('token_families')
    .values({
      id: issued.fam,
      user_id: subject.sub,
      current_jti: issued.jti,
      expires_at: issued.expiresAt,
      device,
    })
    .execute();
  await db
    .deleteFrom('token_families')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  return issued.token;
}

/**
 * Exchanges the chain's newest token for the next one, atomically: a compare-and-set on current_jti, so
 * of two refreshes of the same token only one can win. A token that is not the newest has been refreshed
 * already, so someone holds a copy: the whole chain is revoked and undefined returned (→ 401).
 */
export async function rotateSession(
  db: Kysely<Database>,
  tokens: TokenService,
  claims: Pick<VerifiedClaims, 'jti' | 'fam'>,
  subject: SessionSubject,
): Promise<{ token: string } | { reused: true }> {
  const issued = tokens.issue({ ...subject, fam: claims.fam });
  const rotated = await db
    .updateTable('token_families')
    .set({ current_jti: issued.jti, expires_at: issued.expiresAt, last_seen_at: new Date() })
    .where('id', '=', claims.fam)
    .where('user_id', '=', subject.sub)
    .where('current_jti', '=', claims.jti)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (rotated) return { token: issued.token };
  await revokeChain(db, claims.fam);
  return { reused: true };
}

/** Ends a refresh chain: every token in it fails requireAuth from now on (kit's findSessionUser). */
export async function revokeChain(db: Kysely<Database>, fam: string): Promise<void> {
  await db
    .updateTable('token_families')
    .set({ revoked_at: new Date() })
    .where('id', '=', fam)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The user's signed-in sessions: chains neither revoked nor past their newest token's expiry (an
 * expired token cannot be refreshed, so such a chain is over), most recently seen first.
 */
export function listSessions(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('token_families')
    .select(['id', 'device', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Ends one of the user's own chains; false when the id names no live chain of theirs. */
export async function revokeOwnChain(db: Kysely<Database>, userId: string, fam: string): Promise<boolean> {
  const revoked = await db
    .updateTable('token_families')
    .set({ revoked_at: new Date() })
    .where('id', '=', fam)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(revoked);
}

/** Ends every chain of the user (a password reset: whoever had a session must sign in again). */
export async function revokeEveryChain(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('token_families')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
