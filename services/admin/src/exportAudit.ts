import type { ExportFormat } from '@rb/contracts';
import { type Database, type Logger, recordAudit } from '@rb/kit';
import type { Kysely } from 'kysely';

export interface ExportRequest {
  log: 'legal-log' | 'audit-log';
  /** The list query: `export` marks a page of an export, `before` one of its later pages. */
  query: { export?: ExportFormat; before?: string };
  /** The filters the export applied (undefined ones are left out). */
  filter: Record<string, string | undefined>;
  actorId: string;
  ip: string | undefined;
  logger: Logger;
}

/**
 * Exports are made in the browser from the list endpoints' pages; the first page an export asks for (no
 * `before`) is recorded as one `admin-export` event: who, when, which log, the format and the filters.
 */
export async function recordExport(db: Kysely<Database>, request: ExportRequest): Promise<void> {
  const { query } = request;
  if (!query.export || query.before) return;
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
      details: { log: request.log, format: query.export, ...Object.fromEntries(filter) },
    },
    request.logger,
  );
}
