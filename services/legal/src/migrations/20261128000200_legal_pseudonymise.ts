import { type Kysely, sql } from 'kysely';

/**
 * A record of consent outlives the account that gave it (evidence that the documents were accepted,
 * for the retention the privacy policy states), so `user_id` no longer references users: deleting an
 * account calls `legal_acceptances_pseudonymise`, which replaces the id with a random pseudonym, the
 * username (the e-mail) with a fixed label and the sealed client (address, user agent) with one the
 * caller seals without them. It is the one UPDATE the append-only trigger allows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table legal_acceptances drop constraint legal_acceptances_user_id_fkey`.execute(db);
  await sql`
    create or replace function legal_acceptances_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and current_setting('rb.legal_pseudonymise', true) = 'on' then
        return new;
      end if;
      raise exception 'legal_acceptances is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`
    create function legal_acceptances_pseudonymise(account uuid, pseudonym uuid, label text, sealed_client jsonb)
    returns bigint language plpgsql as $$
    declare changed bigint;
    begin
      perform set_config('rb.legal_pseudonymise', 'on', true);
      update legal_acceptances set user_id = pseudonym, username = label, client = sealed_client
      where user_id = account;
      get diagnostics changed = row_count;
      perform set_config('rb.legal_pseudonymise', 'off', true);
      return changed;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function legal_acceptances_pseudonymise(uuid, uuid, text, jsonb)`.execute(db);
  await sql`
    create or replace function legal_acceptances_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'legal_acceptances is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`alter table legal_acceptances add constraint legal_acceptances_user_id_fkey
    foreign key (user_id) references users(id)`.execute(db);
}
