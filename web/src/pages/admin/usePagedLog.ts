import type { ExportFormat } from '@rb/contracts';
import { useCallback, useEffect, useState } from 'react';
import { type Action, type FailureText, useAction } from '../../hooks/useAction';
import { logsToJson } from '../../lib/exportLogs';
import { saveFile } from '../../lib/saveFile';
import { DISPLAY_PAGE, type PageReader, readEveryPage } from './logPages';

const MEDIA_TYPES: Record<ExportFormat, string> = { csv: 'text/csv', json: 'application/json' };

export interface PagedLogOptions<T extends object> {
  /** Must keep its identity between renders: a new reader (new filters) starts again from the newest page. */
  read: PageReader<T>;
  /** The export's file name without extension (`audit_log` → audit_log.csv, audit_log.json). */
  fileName: string;
  toCsv: (rows: T[]) => string;
  failure: FailureText;
}

export interface PagedLog<T extends object> {
  /** Busy while a page loads ('page') or an export is prepared (its format); the last error. */
  action: Action<'page' | ExportFormat>;
  /** The rows shown, null until the first page has answered (an empty list if it failed). */
  rows: T[] | null;
  nextBefore: string | null;
  loadOlder: (before: string) => void;
  exportAll: (format: ExportFormat) => void;
}

/** An admin log screen's data: the newest page, "load older" pages appended, and whole-log exports. */
export function usePagedLog<T extends object>({
  read,
  fileName,
  toCsv,
  failure,
}: PagedLogOptions<T>): PagedLog<T> {
  const action = useAction<'page' | ExportFormat>();
  const [rows, setRows] = useState<T[] | null>(null);
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const { run } = action;

  const loadPage = useCallback(
    (before: string | null) =>
      run(
        'page',
        async () => {
          const page = await read({ limit: DISPLAY_PAGE, before });
          setRows((shown) => [...(before ? (shown ?? []) : []), ...page.rows]);
          setNextBefore(page.nextBefore);
        },
        failure,
      ).then((ok) => {
        if (!ok) setRows((shown) => shown ?? []);
      }),
    [run, read, failure],
  );

  useEffect(() => {
    void loadPage(null);
  }, [loadPage]);

  const exportAll = (format: ExportFormat) =>
    void run(
      format,
      async () => {
        const all = await readEveryPage(read, format);
        const text = format === 'csv' ? toCsv(all) : logsToJson(all);
        saveFile(new Blob([text], { type: MEDIA_TYPES[format] }), `${fileName}.${format}`);
      },
      failure,
    );

  return { action, rows, nextBefore, loadOlder: (before) => void loadPage(before), exportAll };
}
