import type { LegalLogEntry } from '@rb/contracts';
import type { Database } from '@rb/kit';
import { type Kysely, sql } from 'kysely';

export interface LegalLogPage {
  logs: LegalLogEntry[];
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: string | null;
}

/**
 * Newest first. Times are rendered by PostgreSQL with microseconds, so `before` (the previous page's
 * last acceptedAt) cuts exactly where that page ended; a JS Date would round to milliseconds.
 */
export async function listLegalLogs(
  db: Kysely<Database>,
  { limit, before }: { limit: number; before?: string },
): Promise<LegalLogPage> {
  const acceptedAt = sql<string>`to_char(accepted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  let query = db
    .selectFrom('legal_acceptances')
    .select(['user_id', 'username', 'document', 'version', acceptedAt.as('accepted_at')])
    .orderBy('legal_acceptances.accepted_at', 'desc')
    .orderBy('legal_acceptances.id', 'desc')
    .limit(limit);
  if (before) query = query.where('legal_acceptances.accepted_at', '<', sql<Date>`${before}::timestamptz`);
  const rows = await query.execute();
  const logs = rows.map((r) => ({
    userId: r.user_id,
    username: r.username,
    document: r.document,
    version: r.version,
    acceptedAt: r.accepted_at,
  }));
  return { logs, nextBefore: logs.length === limit ? (logs.at(-1)?.acceptedAt ?? null) : null };
}
