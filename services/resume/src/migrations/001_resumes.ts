import { type Kysely, sql } from 'kysely';

/**
 * Resume content is an AES-256-GCM envelope (kit keyring); key_id is kept beside it so rows sealed
 * with an older key can be found and re-encrypted after a rotation. Nothing personal is in clear columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resumes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('resumes_user_id_idx')
    .on('resumes')
    .columns(['user_id', 'created_at'])
    .execute();

  // Enhancing a stored resume keeps what the user wrote here, so nothing is lost.
  await db.schema
    .createTable('resume_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('resume_id', 'uuid', (c) => c.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('resume_versions_resume_id_idx')
    .on('resume_versions')
    .column('resume_id')
    .execute();

  // One row per user per UTC day, incremented atomically by an upsert.
  await db.schema
    .createTable('ai_usage')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_usage_pkey', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_usage').execute();
  await db.schema.dropTable('resume_versions').execute();
  await db.schema.dropTable('resumes').execute();
}
