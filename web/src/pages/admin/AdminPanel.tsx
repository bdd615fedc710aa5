import type { LegalLogEntry } from '@rb/contracts';
import { Link } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { logsToCsv } from '../../lib/exportLogs';
import { ExportButtons } from './ExportButtons';
import { LoadOlder } from './LoadOlder';
import { LogTable } from './LogTable';
import type { PageReader } from './logPages';
import { usePagedLog } from './usePagedLog';

/** SPEC §8: the server's error field, else "Failed to fetch logs"; no reply is a network error. */
const logsMessage = (err: unknown) =>
  err instanceof ApiError ? (err.serverMessage ?? 'Failed to fetch logs') : 'Unable to retrieve logs.';

const readLegalLog: PageReader<LegalLogEntry> = ({ limit, before, format }) =>
  api.legalLogs(limit, before, format).then((page) => ({ rows: page.logs, nextBefore: page.nextBefore }));

export default function AdminPanel() {
  const {
    action,
    rows: logs,
    nextBefore,
    loadOlder,
    exportAll,
  } = usePagedLog({ read: readLegalLog, fileName: 'legal_logs', toCsv: logsToCsv, failure: logsMessage });

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
          <ExportButtons
            onExport={exportAll}
            disabled={action.busy !== null}
            style={{ marginBottom: '1rem' }}
          />
          <LogTable logs={logs} />
          <LoadOlder nextBefore={nextBefore} disabled={action.busy !== null} onLoad={loadOlder} />
        </>
      )}
      {(action.busy === 'csv' || action.busy === 'json') && <Overlay message="Preparing the export..." />}
    </section>
  );
}
