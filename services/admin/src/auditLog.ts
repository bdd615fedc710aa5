import type { AuditEntry, AuditEvent } from '@rb/contracts';
import type { Database } from '@rb/kit';
import { type Kysely, sql } from 'kysely';

export interface AuditLogFilter {
  user?: string;
  event?: AuditEvent;
  from?: string;
  to?: string;
  limit: number;
  before?: string;
}

/**
 * Newest first, filtered by actor, event and time range. Times come from PostgreSQL with microseconds,
 * so `before` (the previous page's last `at`) continues exactly where that page ended.
 */
export async function listAuditLog(
  db: Kysely<Database>,
  filter: AuditLogFilter,
): Promise<{ entries: AuditEntry[]; nextBefore: string | null }> {
  const at = sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'actor_id', 'event', 'outcome', 'ip', 'details', at.as('at_text')])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(filter.limit);
  const time = (value: string) => sql<Date>`${value}::timestamptz`;
  if (filter.user) query = query.where('actor_id', '=', filter.user);
  if (filter.event) query = query.where('event', '=', filter.event);
  if (filter.from) query = query.where('audit_log.at', '>=', time(filter.from));
  if (filter.to) query = query.where('audit_log.at', '<=', time(filter.to));
  if (filter.before) query = query.where('audit_log.at', '<', time(filter.before));
  const rows = await query.execute();
  const entries = rows.map((r) => ({
    id: String(r.id),
    at: r.at_text,
    actorId: r.actor_id,
    event: r.event as AuditEvent,
    outcome: r.outcome,
    ip: r.ip,
    details: r.details,
  }));
  return { entries, nextBefore: entries.length === filter.limit ? (entries.at(-1)?.at ?? null) : null };
}
