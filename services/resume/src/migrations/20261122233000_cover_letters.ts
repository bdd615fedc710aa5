import { type Kysely, sql } from 'kysely';

/**
 * Cover letters written for an application: the application already names the version sent (which
 * keeps the posting and its score), so a letter only points at its application and goes with it.
 * The letter is sealed like resume content (kit keyring).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cover_letters')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('cover_letters_application_idx')
    .on('cover_letters')
    .columns(['application_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cover_letters').execute();
}
