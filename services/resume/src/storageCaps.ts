import { type RefusingLimit, STORAGE_LIMITS, storageLimitMessage } from '@rb/contracts';
import { type Database, HttpError } from '@rb/kit';
import { sql, type Transaction } from 'kysely';
import type { ResumeTables } from './db';

type Trx = Transaction<Database & ResumeTables>;

const limitReached = (what: RefusingLimit) =>
  new HttpError(409, 'STORAGE_LIMIT_REACHED', storageLimitMessage(what));

/**
 * Holds the owner's storage lock until the transaction ends, so the writes of one user that a cap
 * counts (creates, saves) run one at a time and a parallel burst cannot pass a cap together; other
 * users never wait on it.
 */
export async function lockOwnerStorage(trx: Trx, ownerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`storage:${ownerId}`}, 0))`.execute(trx);
}

/**
 * Refuses (409 STORAGE_LIMIT_REACHED) a create that would take the owner past their cap of `table`
 * (contracts' STORAGE_LIMITS). Call inside the transaction that inserts, before the insert.
 */
export async function claimRoom(trx: Trx, table: 'resumes' | 'applications', ownerId: string): Promise<void> {
  await lockOwnerStorage(trx, ownerId);
  const held = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= STORAGE_LIMITS[table]) throw limitReached(table);
}

/**
 * Refuses (409) a write that left the owner's resumes and their versions above the byte cap; call at the
 * end of the transaction that wrote (after any pruning), with lockOwnerStorage taken at its start, so
 * the refusal rolls the write back. Counts stored sizes (pg_column_size: no value is read or decrypted).
 */
export async function checkStoredBytes(trx: Trx, ownerId: string): Promise<void> {
  const { rows } = await sql<{ bytes: string }>`
    select coalesce(sum(pg_column_size(v.content)), 0) + coalesce(
      (select sum(pg_column_size(r.content)) from resumes r where r.user_id = ${ownerId}), 0) as bytes
    from resume_versions v join resumes r on r.id = v.resume_id
    where r.user_id = ${ownerId}`.execute(trx);
  if (Number(rows[0]?.bytes ?? 0) > STORAGE_LIMITS.resumeMegabytes * 1_000_000) {
    throw limitReached('resumeMegabytes');
  }
}
