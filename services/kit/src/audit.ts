import type { AuditEvent, AuditOutcome } from '@rb/contracts';
import ipaddr from 'ipaddr.js';
import { type Kysely, sql } from 'kysely';
import { type Database, isDatabaseUnavailable } from './db';
import { unavailable } from './httpError';
import type { Logger } from './logger';

export interface AuditRecord {
  actorId: string | null;
  event: AuditEvent;
  outcome: AuditOutcome;
  /** The client address as the request saw it; stored truncated. */
  ip?: string;
  /** Reason codes, ids, names of engines: never e-mails, names or resume text. */
  details?: Record<string, string | number | boolean>;
}

/**
 * The network of an address, as the privacy policy promises: IPv4 to its /24 (`203.0.113.0`), IPv6 to
 * its /48 (`2001:db8:1::`); an IPv4-mapped IPv6 address counts as IPv4. Anything unparseable is dropped.
 */
export function truncateIp(ip: string | undefined): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3);
  return new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toString();
}

/**
 * Appends one audit record. An audit write that fails for another reason is logged, not thrown: a
 * rejected record must not turn a successful sign-in into an error (the request's own log line still
 * records it). An unreachable database is a 503, as any other query of the request would be.
 */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord, logger?: Logger): Promise<void> {
  try {
    await db
      .insertInto('audit_log')
      .values({
        actor_id: record.actorId,
        event: record.event,
        outcome: record.outcome,
        ip: truncateIp(record.ip),
        details: JSON.stringify(record.details ?? {}),
      })
      .execute();
  } catch (error) {
    // A database that cannot be reached fails the request now: its next query would wait out the
    // same outage, and two waits in a row make a 503 later than the 2 s an outage is answered in.
    if (isDatabaseUnavailable(error)) throw unavailable();
    logger?.error({ err: error, event: record.event }, 'audit record not written');
  }
}

/** Removes records older than the retention (the only deletion the table's trigger allows). */
export async function pruneAuditLog(db: Kysely<Database>, retentionDays: number): Promise<number> {
  const { rows } = await sql<{
    removed: string;
  }>`select audit_log_prune(${retentionDays}) as removed`.execute(db);
  return Number(rows[0]?.removed ?? 0);
}
