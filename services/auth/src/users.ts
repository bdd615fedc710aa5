import { type Database, type DataProtection, emailLookupHash, encryptJson, normaliseEmail } from '@rb/kit';
import type { Kysely } from 'kysely';

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

const columns = [
  'id',
  'role',
  'token_version',
  'password_hash',
  'email_verified_at',
  'totp_enabled_at',
] as const;

/** By the keyed hash of the address: the e-mail itself is never in a query or a table in clear. */
export function findUserByEmail(db: Kysely<Database>, protection: DataProtection, email: string) {
  return db
    .selectFrom('users')
    .select(columns)
    .where('email_hash', '=', emailLookupHash(protection.hash, email))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
}

/** Inserts a user with the default role, e-mail and names sealed; undefined when the e-mail is taken. */
export function insertUser(
  db: Kysely<Database>,
  { keyring, hash }: DataProtection,
  user: { email: string; firstName: string; lastName: string; passwordHash: string },
) {
  return db
    .insertInto('users')
    .values({
      email_hash: emailLookupHash(hash, user.email),
      email_enc: encryptJson(keyring, normaliseEmail(user.email)),
      name_enc: encryptJson(keyring, { firstName: user.firstName, lastName: user.lastName }),
      password_hash: user.passwordHash,
    })
    .onConflict((oc) => oc.column('email_hash').doNothing())
    .returning(['id', 'role', 'token_version'])
    .executeTakeFirst();
}

/** Marks the address verified (idempotent: the first verification's time stays). */
export async function markEmailVerified(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** New hash and a bumped token version, so every token issued before now stops working. */
export function updatePassword(db: Kysely<Database>, id: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .returning(['id', 'role', 'token_version'])
    .executeTakeFirstOrThrow();
}
