import { createKeyring, encryptJson, loadConfig } from '@rb/kit';
import { type Kysely, sql } from 'kysely';

/**
 * The address and user agent of each acceptance move into `client`, an AES-256-GCM envelope (kit
 * keyring) of {ip, userAgent}. Existing rows are sealed with this process's configured keys; the
 * append-only trigger is lifted for that one rewrite, inside the migration's transaction, and restored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table legal_acceptances add column client jsonb`.execute(db);
  const { rows } = await sql<{ id: string; ip: string | null; user_agent: string | null }>`
    select id, ip, user_agent from legal_acceptances`.execute(db);
  if (rows.length > 0) {
    const keyring = createKeyring(loadConfig<Record<never, never>>());
    await sql`alter table legal_acceptances disable trigger legal_acceptances_append_only`.execute(db);
    for (const row of rows) {
      const sealed = JSON.stringify(encryptJson(keyring, { ip: row.ip, userAgent: row.user_agent }));
      await sql`update legal_acceptances set client = ${sealed}::jsonb where id = ${row.id}`.execute(db);
    }
    await sql`alter table legal_acceptances enable trigger legal_acceptances_append_only`.execute(db);
  }
  await sql`alter table legal_acceptances alter column client set not null, drop column ip, drop column user_agent`.execute(
    db,
  );
}
