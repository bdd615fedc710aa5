import { STORAGE_LIMITS, storageLimitMessage } from '@rb/contracts';
import type { Database } from '@rb/kit';
import { HttpError } from '@rb/kit';
import { sql, type Transaction } from 'kysely';
import type { ResumeTables } from './db';

/**
 * Refuses (409 STORAGE_LIMIT_REACHED) a create that would take the owner past their cap of `table` (contracts' STORAGE_LIMITS).
 * Call inside the transaction that inserts: it holds an advisory lock on (table, owner) until commit, so
 * a burst of parallel creates by one user is counted one at a time and cannot overshoot; other users
 * never wait on it.
 */
export async function claimRoom(
  trx: Transaction<Database & ResumeTables>,
  table: 'resumes' | 'applications',
  ownerId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${table}:${ownerId}`}, 0))`.execute(trx);
  const held = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= STORAGE_LIMITS[table]) {
    throw new HttpError(409, 'STORAGE_LIMIT_REACHED', storageLimitMessage(table));
  }
}
