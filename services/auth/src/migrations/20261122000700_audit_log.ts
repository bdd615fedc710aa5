import { type Kysely, sql } from 'kysely';

/**
 * The audit log: append-only like the legal log, except that the daily prune (audit_log_prune) may
 * remove rows past the retention. Rows hold ids, event names, truncated addresses and reason codes,
 * never personal content.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // clock_timestamp: distinct times for records written in one transaction, so paging by time is exact.
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    // No foreign key: a failed sign-in may have no account, and the record outlives nothing it points at.
    .addColumn('actor_id', 'uuid')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('success', 'failure')`))
    .addColumn('ip', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_log_newest_first')
    .on('audit_log')
    .columns(['at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('audit_log_by_actor')
    .on('audit_log')
    .columns(['actor_id', 'at desc'])
    .execute();
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('rb.audit_prune', true) = 'on' then
        return old;
      end if;
      raise exception 'audit_log is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create trigger audit_log_append_only
    before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate
    before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
  // The only way rows leave: older than the retention, in one transaction that flags itself as the prune.
  await sql`
    create function audit_log_prune(retention_days integer) returns bigint language plpgsql as $$
    declare removed bigint;
    begin
      perform set_config('rb.audit_prune', 'on', true);
      delete from audit_log where at < clock_timestamp() - make_interval(days => retention_days);
      get diagnostics removed = row_count;
      perform set_config('rb.audit_prune', 'off', true);
      return removed;
    end $$`.execute(db);
  await sql`revoke update, truncate on audit_log from public`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only()`.execute(db);
  await sql`drop function audit_log_prune(integer)`.execute(db);
}
