import type { LegalLogEntry } from '@rb/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { useAction } from '../../hooks/useAction';
import { logsToCsv, logsToJson } from '../../lib/exportLogs';
import { saveFile } from '../../lib/saveFile';
import { LoadOlder } from './LoadOlder';
import { LogTable } from './LogTable';
import { fetchAllLogs, fetchLogPage } from './legalLogPages';

/** SPEC §8: the server's error field, else "Failed to fetch logs"; no reply is a network error. */
const logsMessage = (err: unknown) =>
  err instanceof ApiError ? (err.serverMessage ?? 'Failed to fetch logs') : 'Unable to retrieve logs.';

const exportFormats = {
  csv: { file: 'legal_logs.csv', type: 'text/csv', write: logsToCsv },
  json: { file: 'legal_logs.json', type: 'application/json', write: logsToJson },
} as const;

export default function AdminPanel() {
  const action = useAction<'page' | keyof typeof exportFormats>();
  const [logs, setLogs] = useState<LegalLogEntry[] | null>(null);
  /** The cursor of the next (older) page; null once the last page is shown. */
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const { run } = action;

  const loadPage = useCallback(
    (before: string | null) =>
      run(
        'page',
        async () => {
          const page = await fetchLogPage(before);
          setLogs((shown) => [...(before ? (shown ?? []) : []), ...page.logs]);
          setNextBefore(page.nextBefore);
        },
        logsMessage,
      ).then((ok) => {
        if (!ok) setLogs((shown) => shown ?? []);
      }),
    [run],
  );

  useEffect(() => {
    void loadPage(null);
  }, [loadPage]);

  const exportAll = (format: keyof typeof exportFormats) =>
    void run(
      format,
      async () => {
        const { file, type, write } = exportFormats[format];
        saveFile(new Blob([write(await fetchAllLogs(format))], { type }), file);
      },
      logsMessage,
    );

  return (
    <section className="page">
      <PrivateHeader title="Admin Panel" />
      <p>
        <Link to="/admin/operations">Operations</Link> · <Link to="/admin/audit">Audit log</Link>
      </p>
      <h2>Legal acceptance log</h2>
      <ErrorAlert message={action.error} />
      {logs === null ? (
        <p role="status">Loading logs...</p>
      ) : (
        <>
          <div className="actions" style={{ marginBottom: '1rem' }}>
            <button type="button" onClick={() => exportAll('csv')} disabled={action.busy !== null}>
              Export CSV
            </button>
            <button type="button" onClick={() => exportAll('json')} disabled={action.busy !== null}>
              Export JSON
            </button>
          </div>
          <LogTable logs={logs} />
          <LoadOlder
            nextBefore={nextBefore}
            disabled={action.busy !== null}
            onLoad={(before) => void loadPage(before)}
          />
        </>
      )}
      {(action.busy === 'csv' || action.busy === 'json') && <Overlay message="Preparing the export..." />}
    </section>
  );
}
