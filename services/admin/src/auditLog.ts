import type { AuditEntry, AuditEvent } from '@rb/contracts';
import { type Database, type DataProtection, decryptJson, emailLookupHash } from '@rb/kit';
import { type Kysely, sql } from 'kysely';

export interface AuditLogFilter {
  /** The actor's user id. */
  user?: string;
  event?: AuditEvent;
  from?: string;
  to?: string;
  limit: number;
  before?: string;
}

/**
 * The `user` filter as an actor id: an id as given, an e-mail through its account's keyed hash (null when
 * no account has it). The id is what the export's own audit record keeps, so it holds no e-mail.
 */
export async function actorIdOf(
  db: Kysely<Database>,
  protection: DataProtection,
  user: string,
): Promise<string | null> {
  if (!user.includes('@')) return user;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email_hash', '=', emailLookupHash(protection.hash, user))
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Newest first, filtered by actor, event and time range, each record with its actor's e-mail opened from
 * the account (records keep only the id). Times come from PostgreSQL with microseconds, so `before` (the
 * previous page's last `at`) continues exactly where that page ended.
 */
export async function listAuditLog(
  db: Kysely<Database>,
  protection: DataProtection,
  filter: AuditLogFilter,
): Promise<{ entries: AuditEntry[]; nextBefore: string | null }> {
  const at = sql<string>`to_char(audit_log.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.actor_id',
      'audit_log.event',
      'audit_log.outcome',
      'audit_log.ip',
      'audit_log.details',
      'users.email_enc',
      at.as('at_text'),
    ])
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(filter.limit);
  const time = (value: string) => sql<Date>`${value}::timestamptz`;
  if (filter.user) query = query.where('audit_log.actor_id', '=', filter.user);
  if (filter.event) query = query.where('audit_log.event', '=', filter.event);
  if (filter.from) query = query.where('audit_log.at', '>=', time(filter.from));
  if (filter.to) query = query.where('audit_log.at', '<=', time(filter.to));
  if (filter.before) query = query.where('audit_log.at', '<', time(filter.before));
  const rows = await query.execute();
  const entries = rows.map((r) => ({
    id: String(r.id),
    at: r.at_text,
    actorId: r.actor_id,
    actorEmail: r.email_enc ? decryptJson<string>(protection.keyring, r.email_enc) : null,
    event: r.event as AuditEvent,
    outcome: r.outcome,
    ip: r.ip,
    details: r.details,
  }));
  return { entries, nextBefore: entries.length === filter.limit ? (entries.at(-1)?.at ?? null) : null };
}
