import { type Kysely, sql } from 'kysely';

/**
 * One row per job id ever run: who asked, for which job, with a hash of the request. The primary key
 * makes an id usable once for good (a BullMQ job is removed minutes after it ends, this row is not);
 * `result` keeps an AI job's sealed result so a repeated request gets it back instead of a new run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_requests')
    .addColumn('job_id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_requests').execute();
}
