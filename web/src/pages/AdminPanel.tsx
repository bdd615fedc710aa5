import type { LegalLogEntry } from '@rb/contracts';
import { useEffect, useState } from 'react';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { ErrorAlert } from '../components/ErrorAlert';
import { PrivateHeader } from '../components/PrivateHeader';
import { logsToCsv, logsToJson } from '../lib/exportLogs';
import { saveFile } from '../lib/saveFile';

export default function AdminPanel() {
  const [logs, setLogs] = useState<LegalLogEntry[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    api.legalLogs().then(
      (r) => live && setLogs(r.logs),
      (err) => {
        if (!live) return;
        setError(
          err instanceof ApiError
            ? (err.serverMessage ?? 'Failed to fetch logs')
            : 'Unable to retrieve logs.',
        );
        setLogs([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="page">
      <PrivateHeader title="Admin Panel" />
      <h2>Legal acceptance log</h2>
      <ErrorAlert message={error} />
      {logs === null ? (
        <p role="status">Loading logs...</p>
      ) : (
        <>
          <div className="actions" style={{ marginBottom: '1rem' }}>
            <button
              type="button"
              onClick={() => saveFile(new Blob([logsToCsv(logs)], { type: 'text/csv' }), 'legal_logs.csv')}
            >
              Export CSV
            </button>
            <button
              type="button"
              onClick={() =>
                saveFile(new Blob([logsToJson(logs)], { type: 'application/json' }), 'legal_logs.json')
              }
            >
              Export JSON
            </button>
          </div>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Username</th>
                  <th scope="col">Document</th>
                  <th scope="col">Version</th>
                  <th scope="col">Accepted At</th>
                </tr>
              </thead>
              <tbody>
                {logs.map((l) => (
                  <tr key={`${l.userId}-${l.document}-${l.acceptedAt}`}>
                    <td>{l.username}</td>
                    <td>{l.document}</td>
                    <td>{l.version}</td>
                    <td>{new Date(l.acceptedAt).toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
