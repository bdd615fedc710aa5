import { type Kysely, sql } from 'kysely';

/**
 * When the account's address was shown to be the person's (the mailed verification link, or a reset
 * link, both of which only its owner can open). The AI allowance is granted on it. Accounts made before
 * verification existed are counted as verified from their creation: they were let in on the old terms,
 * and taking their allowance away unannounced would punish their owners, not address abuse.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column email_verified_at timestamptz`.execute(db);
  await sql`update users set email_verified_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column email_verified_at`.execute(db);
}
