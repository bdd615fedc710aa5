import { type Kysely, sql } from 'kysely';

/**
 * Job applications: which version of which resume went to which job. Company and role are sealed
 * like resume content (kit keyring); the version number and score stay clear for the list's order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('resume_id', 'uuid', (c) => c.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('score', 'real')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('applied', 'interview', 'offer', 'rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('applications_user_idx')
    .on('applications')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applications').execute();
}
