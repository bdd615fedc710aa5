import type { Database } from '@rb/kit';
import type { Kysely } from 'kysely';

export type UserRow = Awaited<ReturnType<typeof findUserByEmail>>;

/** E-mails are compared and stored lower-cased: one account per address however it is typed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'token_version', 'password_hash'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'token_version', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Inserts a user with the default role; returns undefined when the e-mail is taken. */
export function insertUser(
  db: Kysely<Database>,
  user: { email: string; firstName: string; lastName: string; passwordHash: string },
) {
  return db
    .insertInto('users')
    .values({
      email: normaliseEmail(user.email),
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id', 'email', 'role', 'token_version'])
    .executeTakeFirst();
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
    .returning(['id', 'email', 'role', 'token_version'])
    .executeTakeFirstOrThrow();
}
