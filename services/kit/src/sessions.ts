import type { Kysely } from 'kysely';
import type { Database } from './db';
import type { VerifiedClaims } from './tokens';

export interface SessionUser {
  id: string;
  role: 'user' | 'admin';
  email: string;
}

/**
 * The user a verified token speaks for, or undefined when the token is revoked: the user is gone, a
 * password change bumped the token version, or its refresh chain was revoked for reuse or is no longer
 * on record (an inner join: a chain row that is missing fails closed). One query, so every service and
 * the socket handshake can afford it on each request.
 */
export async function findSessionUser<DB extends Database>(
  database: Kysely<DB>,
  claims: Pick<VerifiedClaims, 'sub' | 'ver' | 'fam' | 'email'>,
): Promise<SessionUser | undefined> {
  const db = database as unknown as Kysely<Database>;
  const row = await db
    .selectFrom('users')
    .innerJoin('token_families', (join) =>
      join.onRef('token_families.user_id', '=', 'users.id').on('token_families.id', '=', claims.fam),
    )
    .select(['users.id', 'users.role', 'users.token_version', 'token_families.revoked_at'])
    .where('users.id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.token_version !== claims.ver || row.revoked_at) return undefined;
  // The e-mail rests sealed; the token's copy was signed by the auth service from the account's own.
  return { id: row.id, role: row.role, email: claims.email };
}
