import type { ExportFormat, LegalLogEntry } from '@rb/contracts';
import { api } from '../../api/endpoints';

/** Rows per screen page; an export asks for the server's largest page (legalLogsQuerySchema: 1000). */
export const DISPLAY_PAGE = 100;
const EXPORT_PAGE = 1000;

export interface LogPage {
  logs: LegalLogEntry[];
  nextBefore: string | null;
}

export const fetchLogPage = (before: string | null): Promise<LogPage> => api.legalLogs(DISPLAY_PAGE, before);

/** Every entry, following `nextBefore` to the end: an export holds the whole log, not what is on screen. */
export async function fetchAllLogs(format: ExportFormat): Promise<LegalLogEntry[]> {
  const all: LegalLogEntry[] = [];
  let before: string | null = null;
  do {
    const page: LogPage = await api.legalLogs(EXPORT_PAGE, before, format);
    all.push(...page.logs);
    before = page.nextBefore;
  } while (before);
  return all;
}
