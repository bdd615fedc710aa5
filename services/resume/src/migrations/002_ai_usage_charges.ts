import type { Kysely } from 'kysely';

/**
 * One row per job that took an AI use: its primary key lets concurrent requests with the same X-Job-Id
 * charge once, and its day says which day's count to give back if the job fails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_usage_charges')
    .addColumn('job_id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_usage_charges').execute();
}
