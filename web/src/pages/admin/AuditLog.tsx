import { type AuditEntry, type AuditLogQuery, auditEvents } from '@rb/contracts';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { auditToCsv } from '../../lib/exportLogs';
import { ExportButtons } from './ExportButtons';
import { LoadOlder } from './LoadOlder';
import type { PageReader } from './logPages';
import { usePagedLog } from './usePagedLog';

const failure = (err: unknown) =>
  err instanceof ApiError
    ? (err.serverMessage ?? 'Failed to fetch the audit log')
    : 'Unable to retrieve the audit log.';

type Filters = Pick<AuditLogQuery, 'user' | 'event' | 'from' | 'to'>;

/** The form's values as the query: empty fields left out, dates as the start of that day (UTC). */
function filtersOf(form: FormData): Filters {
  const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
  const day = (name: string, end: boolean) => {
    const value = text(name);
    return value && `${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
  };
  return {
    user: text('user'),
    event: text('event') as Filters['event'],
    from: day('from', false),
    to: day('to', true),
  };
}

/** The admin's audit log: filters by user, event and dates, paging, and CSV/JSON export. */
export default function AuditLog() {
  const [filters, setFilters] = useState<Filters>({});
  // A new reader for new filters: the list starts again from the newest matching entry.
  const read = useCallback<PageReader<AuditEntry>>(
    ({ limit, before, format }) =>
      api
        .auditLog({ ...filters, limit, ...(before ? { before } : {}), ...(format ? { export: format } : {}) })
        .then((page) => ({ rows: page.entries, nextBefore: page.nextBefore })),
    [filters],
  );
  const {
    action,
    rows: entries,
    nextBefore,
    loadOlder,
    exportAll,
  } = usePagedLog({ read, fileName: 'audit_log', toCsv: auditToCsv, failure });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(filtersOf(new FormData(event.currentTarget)));
  };

  return (
    <section className="page">
      <PrivateHeader title="Audit log" />
      <p>
        <Link to="/admin">Legal acceptance log</Link> · <Link to="/admin/operations">Operations</Link>
      </p>
      <form
        onSubmit={apply}
        aria-label="Filter the audit log"
        className="actions"
        style={{ flexWrap: 'wrap' }}
      >
        <label>
          User (e-mail or ID) <input name="user" autoComplete="off" />
        </label>
        <label>
          Event{' '}
          <select name="event" defaultValue="">
            <option value="">Any</option>
            {auditEvents.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
        <label>
          From <input type="date" name="from" />
        </label>
        <label>
          To <input type="date" name="to" />
        </label>
        <button type="submit" disabled={action.busy !== null}>
          Apply filters
        </button>
      </form>
      <ErrorAlert message={action.error} />
      {entries === null ? (
        <p role="status">Loading the audit log...</p>
      ) : (
        <>
          <ExportButtons onExport={exportAll} disabled={action.busy !== null} style={{ margin: '1rem 0' }} />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable */}
          <section className="table-wrap" aria-label="Audit log" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Actor</th>
                  <th scope="col">Event</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">IP (network)</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id}>
                    <td>{new Date(e.at).toLocaleString()}</td>
                    <td className="break-anywhere">{e.actorEmail ?? e.actorId ?? '—'}</td>
                    <td>{e.event}</td>
                    <td>{e.outcome}</td>
                    <td>{e.ip ?? '—'}</td>
                    <td>{Object.keys(e.details).length > 0 ? JSON.stringify(e.details) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <LoadOlder nextBefore={nextBefore} disabled={action.busy !== null} onLoad={loadOlder} />
        </>
      )}
      {(action.busy === 'csv' || action.busy === 'json') && <Overlay message="Preparing the export..." />}
    </section>
  );
}
