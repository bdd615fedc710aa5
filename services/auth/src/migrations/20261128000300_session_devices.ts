import { type Kysely, sql } from 'kysely';

/**
 * What Settings shows of each signed-in session: the device it signed in from, as a coarse label
 * ("Chrome 131 on Linux", never the whole user agent), and when it was last seen (its last refresh).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table token_families add column device text not null default 'Unknown device',
    add column last_seen_at timestamptz not null default now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table token_families drop column device, drop column last_seen_at`.execute(db);
}
