import type { LegalLogEntry } from '@rb/contracts';
import Papa from 'papaparse';

const COLUMNS = ['User ID', 'Username', 'Document', 'Version', 'Accepted At'] as const;

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab or carriage return first) gets a leading
 * apostrophe, so it opens as text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** legal_logs.csv: the SPEC's columns, RFC 4180 quoting by papaparse, formula cells neutralised. */
export function logsToCsv(logs: LegalLogEntry[]): string {
  const rows = logs.map((l) =>
    [l.userId, l.username, l.document, l.version, l.acceptedAt].map(neutraliseFormula),
  );
  return Papa.unparse(
    { fields: [...COLUMNS], data: rows },
    { quotes: false, newline: '\r\n', escapeFormulae: false },
  );
}

export function logsToJson(logs: LegalLogEntry[]): string {
  return JSON.stringify(logs, null, 2);
}
