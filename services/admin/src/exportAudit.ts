import { type ExportFormat, LOG_BROWSE_ROWS_PER_HOUR, LOG_SCREEN_ROWS } from '@rb/contracts';
import { type Database, type Logger, recordAudit } from '@rb/kit';
import type { Kysely } from 'kysely';
import type { AdminLog, LogReadTally } from './logReads';

export interface ExportRequest {
  log: AdminLog;
  /** The list query: `export` names a format when the client says it exports, `before` a later page. */
  query: { export?: ExportFormat; before?: string };
  /** The filters the read applied (undefined ones are left out). */
  filter: Record<string, string | undefined>;
  /** How many rows the reply holds. */
  rows: number;
  actorId: string;
  ip: string | undefined;
  logger: Logger;
  /** The admin's reads of the log this hour (main.ts passes it; without it only the request counts). */
  tally?: LogReadTally | undefined;
}

/**
 * Records a read of an admin log as an `admin-export` by what it read, not by a flag the client may
 * leave out: more rows than a screen shows, any page after the first (`before`), a request the client
 * marks as an export, or any read once the admin has read more than LOG_BROWSE_ROWS_PER_HOUR rows of
 * the log this hour (or when that count cannot be had). The event holds who, when, which log, the rows
 * returned, the page's cursor, the filters and the format if one was named. A first screen is browsing
 * and is not recorded, unless the hour's screens add up to more than browsing.
 */
export async function recordExport(db: Kysely<Database>, request: ExportRequest): Promise<void> {
  const { query, rows } = request;
  const readThisHour =
    request.tally && rows > 0 ? await request.tally.add(request.actorId, request.log, rows) : 0;
  const bulk =
    rows > LOG_SCREEN_ROWS ||
    (query.before !== undefined && rows > 0) ||
    query.export !== undefined ||
    readThisHour === undefined ||
    readThisHour > LOG_BROWSE_ROWS_PER_HOUR;
  if (!bulk) return;
  const filter = Object.entries(request.filter).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  await recordAudit(
    db,
    {
      actorId: request.actorId,
      event: 'admin-export',
      outcome: 'success',
      ip: request.ip,
      details: {
        log: request.log,
        ...(query.export ? { format: query.export } : {}),
        ...Object.fromEntries(filter),
        rows,
        ...(query.before ? { before: query.before } : {}),
      },
    },
    request.logger,
  );
}
