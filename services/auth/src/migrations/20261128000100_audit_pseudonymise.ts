import { type Kysely, sql } from 'kysely';

/**
 * Deleting an account keeps its audit records (evidence of sign-ins, password changes and admin acts
 * for the retention) but cuts them from the person: `audit_log_pseudonymise` replaces the account's id,
 * as actor and wherever a record names it in `details.userId`, with a random pseudonym that nothing
 * else stores. It is the one UPDATE the append-only trigger allows, flagged like the prune.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('rb.audit_prune', true) = 'on' then
        return old;
      end if;
      if tg_op = 'UPDATE' and current_setting('rb.audit_pseudonymise', true) = 'on' then
        return new;
      end if;
      raise exception 'audit_log is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create function audit_log_pseudonymise(account uuid, pseudonym uuid) returns bigint language plpgsql as $$
    declare changed bigint;
    begin
      perform set_config('rb.audit_pseudonymise', 'on', true);
      update audit_log set
        actor_id = case when actor_id = account then pseudonym else actor_id end,
        details = case when details->>'userId' = account::text
          then jsonb_set(details, '{userId}', to_jsonb(pseudonym::text)) else details end
      where actor_id = account or details->>'userId' = account::text;
      get diagnostics changed = row_count;
      perform set_config('rb.audit_pseudonymise', 'off', true);
      return changed;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function audit_log_pseudonymise(uuid, uuid)`.execute(db);
  await sql`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('rb.audit_prune', true) = 'on' then
        return old;
      end if;
      raise exception 'audit_log is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
}
