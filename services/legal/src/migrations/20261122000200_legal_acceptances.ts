import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('legal_acceptances')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    // clock_timestamp, not now(): acceptances written in one transaction still get distinct times.
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('document_sha256', 'text', (c) => c.notNull().check(sql`document_sha256 ~ '^[0-9a-f]{64}$'`))
    .addUniqueConstraint('legal_acceptances_once', ['user_id', 'document', 'version'])
    .execute();
  await db.schema
    .createIndex('legal_acceptances_newest_first')
    .on('legal_acceptances')
    .columns(['accepted_at desc', 'id desc'])
    .execute();
  // Append-only: a record of consent is evidence, so neither the app nor a mistaken script may edit it.
  await sql`
    create function legal_acceptances_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'legal_acceptances is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create trigger legal_acceptances_append_only
    before update or delete on legal_acceptances
    for each row execute function legal_acceptances_append_only()`.execute(db);
  await sql`
    create trigger legal_acceptances_no_truncate
    before truncate on legal_acceptances
    for each statement execute function legal_acceptances_append_only()`.execute(db);
  await sql`revoke update, delete, truncate on legal_acceptances from public`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('legal_acceptances').execute();
  await sql`drop function legal_acceptances_append_only()`.execute(db);
}
