import { type Kysely, sql } from 'kysely';

/**
 * One row per refresh chain (a login, a registration or a password change starts one). Only the newest
 * token of a chain may be refreshed; presenting an older one again means it was copied, so the chain is
 * revoked (revoked_at) and every token in it stops working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('token_families')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('current_jti', 'uuid', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('token_families_expires_at')
    .on('token_families')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('token_families').execute();
}
