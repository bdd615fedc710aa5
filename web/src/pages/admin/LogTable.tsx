import type { LegalLogEntry } from '@rb/contracts';

/** SPEC §2: Username, Document, Version, Accepted At. */
export function LogTable({ logs }: { logs: LegalLogEntry[] }) {
  return (
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
  );
}
