import type { AuditEntry, LegalLogEntry } from '@rb/contracts';
import Papa from 'papaparse';

const COLUMNS = ['User ID', 'Username', 'Document', 'Version', 'Accepted At'] as const;

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab or carriage return first) gets a leading
 * apostrophe, so it opens as text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV of the given columns: RFC 4180 quoting by papaparse, every cell's formula neutralised. */
export function toCsv(fields: readonly string[], rows: string[][]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => row.map(neutraliseFormula)) },
    { quotes: false, newline: '\r\n', escapeFormulae: false },
  );
}

/** legal_logs.csv: the SPEC's columns. */
export function logsToCsv(logs: LegalLogEntry[]): string {
  return toCsv(
    COLUMNS,
    logs.map((l) => [l.userId, l.username, l.document, l.version, l.acceptedAt]),
  );
}

const AUDIT_COLUMNS = [
  'Time',
  'Actor e-mail',
  'Actor ID',
  'Event',
  'Outcome',
  'IP (network)',
  'Details',
] as const;

/** audit_log.csv: one row per record, its details as JSON text. */
export function auditToCsv(entries: AuditEntry[]): string {
  return toCsv(
    AUDIT_COLUMNS,
    entries.map((e) => [
      e.at,
      e.actorEmail ?? '',
      e.actorId ?? '',
      e.event,
      e.outcome,
      e.ip ?? '',
      JSON.stringify(e.details),
    ]),
  );
}

export function logsToJson(logs: readonly object[]): string {
  return JSON.stringify(logs, null, 2);
}
