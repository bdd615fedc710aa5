import { APPLICATION_STATUSES, type Application, type ApplicationStatus } from '@rb/contracts';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/endpoints';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useAction } from '../../hooks/useAction';
import { ApplicationLetter } from './ApplicationLetter';

/**
 * The columns; each cell repeats its column's name as data-label, which narrow screens show where they
 * stack a row into a card (so the status and letter buttons are not scrolled off to the side).
 */
const COLUMNS = ['Company', 'Role', 'Date', 'Version', 'Score', 'Status', 'Cover letter'] as const;

/** How each status reads in the list; the stored value stays the contract's lower-case word. */
const STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
};

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The jobs applied to: company, role, date, the version and cover letter sent, its score and a status to move along. */
export function Applications({ refreshKey }: { refreshKey: number }) {
  const action = useAction<'load' | 'status'>();
  const [applications, setApplications] = useState<Application[]>([]);
  const { run } = action;

  const load = useCallback(
    () =>
      run('load', async () => setApplications((await api.listApplications()).applications), {
        failed: 'Failed to load applications.',
        unexpected: 'Something went wrong while loading applications.',
      }),
    [run],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey changes when one was recorded
  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const move = (id: string, status: ApplicationStatus) =>
    void action.run(
      'status',
      async () => {
        const { application } = await api.setApplicationStatus(id, status);
        setApplications((list) => list.map((a) => (a.id === id ? application : a)));
      },
      { failed: 'Failed to update the application.', unexpected: 'Something went wrong while updating.' },
    );

  if (applications.length === 0 && !action.error) return null;
  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading">Applications</h2>
      <ErrorAlert message={action.error} />
      <div className="table-wrap applications-table">
        <table>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {applications.map((a) => (
              <tr key={a.id}>
                <td data-label="Company">{a.company}</td>
                <td data-label="Role">{a.role}</td>
                <td data-label="Date">{day(a.createdAt)}</td>
                <td data-label="Version">{a.version}</td>
                <td data-label="Score">{a.score === null ? '—' : `${Math.round(a.score)}%`}</td>
                <td data-label="Status">
                  <select
                    aria-label={`Status of ${a.role} at ${a.company}`}
                    value={a.status}
                    onChange={(e) => move(a.id, e.target.value as ApplicationStatus)}
                  >
                    {APPLICATION_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label="Cover letter">
                  <ApplicationLetter
                    application={a}
                    onWritten={(letter) =>
                      setApplications((list) =>
                        list.map((one) => (one.id === a.id ? { ...one, coverLetterId: letter.id } : one)),
                      )
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
