import { type Kysely, sql } from 'kysely';

/**
 * An optional second factor: a TOTP secret (sealed with the keyring like the e-mail; `totp_pending_enc`
 * while the person is setting it up, `totp_secret_enc` once a first code proved their app has it), the
 * last time step a code was accepted at (a code works once), and one-time recovery codes, kept as keyed
 * hashes (LOOKUP_KEY) and spent by their use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column totp_pending_enc jsonb, add column totp_secret_enc jsonb,
    add column totp_enabled_at timestamptz, add column totp_last_step bigint`.execute(db);
  await db.schema
    .createTable('recovery_codes')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('recovery_codes_pkey', ['user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recovery_codes').execute();
  await sql`alter table users drop column totp_pending_enc, drop column totp_secret_enc,
    drop column totp_enabled_at, drop column totp_last_step`.execute(db);
}
