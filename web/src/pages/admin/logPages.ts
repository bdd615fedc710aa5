import { type ExportFormat, LOG_SCREEN_ROWS } from '@rb/contracts';

/** Rows per screen page; an export asks for the server's largest page (the log queries' limit: 1000). */
export const DISPLAY_PAGE = LOG_SCREEN_ROWS;
const EXPORT_PAGE = 1000;

export interface LogPage<T extends object> {
  rows: T[];
  /** The cursor of the next (older) page; null on the last page. */
  nextBefore: string | null;
}

/**
 * One page of a log, newest first: `limit` rows older than `before` (null: the newest); `format` marks
 * the pages of an export (the server audits the export).
 */
export type PageReader<T extends object> = (page: {
  limit: number;
  before: string | null;
  format?: ExportFormat;
}) => Promise<LogPage<T>>;

/** Every row, following `nextBefore` to the end: an export holds the whole log, not what is on screen. */
export async function readEveryPage<T extends object>(
  read: PageReader<T>,
  format: ExportFormat,
): Promise<T[]> {
  const all: T[] = [];
  let before: string | null = null;
  do {
    const page: LogPage<T> = await read({ limit: EXPORT_PAGE, before, format });
    all.push(...page.rows);
    before = page.nextBefore;
  } while (before);
  return all;
}
