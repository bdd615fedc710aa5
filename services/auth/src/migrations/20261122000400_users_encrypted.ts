import { createDataProtection, emailLookupHash, encryptJson, loadConfig } from '@rb/kit';
import { type Kysely, sql } from 'kysely';

/**
 * Names and e-mails leave the clear: `name_enc` and `email_enc` are AES-256-GCM envelopes (kit keyring)
 * and `email_hash` (HMAC under LOOKUP_KEY of the lower-cased address) takes over lookups and the
 * case-insensitive uniqueness. Existing rows are sealed in place with the keys of this process's
 * configuration, read only when there are rows to seal. There is no down: the clear columns are gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column email_hash text, add column email_enc jsonb, add column name_enc jsonb`.execute(
    db,
  );
  const rows = await sql<{ id: string; email: string; first_name: string; last_name: string }>`
    select id, email, first_name, last_name from users`.execute(db);
  if (rows.rows.length > 0) {
    const { keyring, hash } = createDataProtection(loadConfig<Record<never, never>>());
    for (const row of rows.rows) {
      const sealedEmail = JSON.stringify(encryptJson(keyring, row.email));
      const sealedName = JSON.stringify(
        encryptJson(keyring, { firstName: row.first_name, lastName: row.last_name }),
      );
      await sql`update users set email_hash = ${emailLookupHash(hash, row.email)},
        email_enc = ${sealedEmail}::jsonb, name_enc = ${sealedName}::jsonb where id = ${row.id}`.execute(db);
    }
  }
  await sql`alter table users
    alter column email_hash set not null, alter column email_enc set not null, alter column name_enc set not null,
    add constraint users_email_hash_key unique (email_hash),
    drop column email, drop column first_name, drop column last_name`.execute(db);
}
