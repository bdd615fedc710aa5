import type { LegalLogEntry } from '@rb/contracts';

/** SPEC §2: Username, Document, Version, Accepted At. */
export function LogTable({ logs }: { logs: LegalLogEntry[] }) {
  return (
    // A phone scrolls the table sideways: the region takes keyboard focus so it can be scrolled too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable
    <section className="table-wrap" aria-label="Legal acceptance log" tabIndex={0}>
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
    </section>
  );
}
