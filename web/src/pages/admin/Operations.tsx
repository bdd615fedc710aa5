import type { AiCalls, AiStatus, QueueName, QueueOverview } from '@rb/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PrivateHeader } from '../../components/PrivateHeader';
import { useAction } from '../../hooks/useAction';
import { aiEngineLine } from './aiEngineLine';
import { FALLBACK_REFRESH_MS, useQueueChanges } from './useQueueChanges';

const failure = (fallback: string) => (err: unknown) =>
  err instanceof ApiError ? (err.serverMessage ?? fallback) : 'Unable to reach the server.';

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

/** The admin's operations console: queue health over the last hour, live over the socket, and failed-job actions. */
export default function Operations() {
  const action = useAction<'load' | 'retry' | 'remove'>();
  const [queues, setQueues] = useState<QueueOverview[] | null>(null);
  const [ai, setAi] = useState<AiStatus | null>(null);
  const [aiCalls, setAiCalls] = useState<AiCalls>({ calls: 0, errors: 0, refused: {} });
  const { run } = action;

  const load = useCallback(
    () =>
      run(
        'load',
        async () => {
          const reply = await api.operationsQueues();
          setQueues(reply.queues);
          setAi(reply.ai);
          setAiCalls(reply.aiCalls);
        },
        failure('Failed to load the queues.'),
      ),
    [run],
  );

  useEffect(() => {
    void load();
  }, [load]);
  const refresh = useCallback(() => void load(), [load]);
  const live = useQueueChanges(refresh);

  const act = (kind: 'retry' | 'remove', queue: QueueName, id: string) =>
    void run(
      kind,
      async () => {
        await (kind === 'retry' ? api.retryJob(queue, id) : api.removeJob(queue, id));
        await load();
      },
      failure(kind === 'retry' ? 'The job could not be retried.' : 'The job could not be removed.'),
    );

  return (
    <section className="page">
      <PrivateHeader title="Operations" />
      <p>
        <Link to="/admin">Legal acceptance log</Link> · <Link to="/admin/audit">Audit log</Link>
      </p>
      <p role="status">
        {live
          ? 'Live: updates as jobs come and go.'
          : `Live updates unavailable: refreshing every ${FALLBACK_REFRESH_MS / 1000} s.`}
      </p>
      <ErrorAlert message={action.error} />
      {queues === null ? (
        <p role="status">Loading queues...</p>
      ) : (
        <>
          <h2>AI engine</h2>
          <p>{ai ? aiEngineLine(ai) : 'No AI worker has reported yet.'}</p>
          <p>
            {aiCalls.calls === 0
              ? 'No calls to the AI provider in the last hour.'
              : `Provider error rate, last hour: ${percent(aiCalls.errors, aiCalls.calls)} (${aiCalls.errors} of ${aiCalls.calls} calls failed).`}
          </p>
          <p>{refusals(aiCalls.refused)}</p>
          <h2>Queues</h2>
          <p>Completed jobs, failed attempts and processing times cover the last hour.</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable */}
          <section className="table-wrap" aria-label="Queues" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Queue</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Active</th>
                  <th scope="col">Delayed</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Completed</th>
                  <th scope="col">Completed / min</th>
                  <th scope="col">Failed attempts</th>
                  <th scope="col">p50</th>
                  <th scope="col">p95</th>
                  <th scope="col">Workers</th>
                </tr>
              </thead>
              <tbody>
                {queues.map((q) => (
                  <tr key={q.queue}>
                    <th scope="row">{q.queue}</th>
                    <td>{q.waiting}</td>
                    <td>{q.active}</td>
                    <td>{q.delayed}</td>
                    <td>{q.failed}</td>
                    <td>{q.completedByMinute.reduce((a, b) => a + b, 0)}</td>
                    <td>{q.completedPerMinute.toFixed(1)}</td>
                    <td>{q.failedLastHour}</td>
                    <td>{ms(q.p50Ms)}</td>
                    <td>{ms(q.p95Ms)}</td>
                    <td>{q.workers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <h2>Failed jobs</h2>
          {queues.every((q) => q.failedJobs.length === 0) ? (
            <p>No failed jobs.</p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable
            <section className="table-wrap" aria-label="Failed jobs" tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Failed at</th>
                    <th scope="col">Queue</th>
                    <th scope="col">Job</th>
                    <th scope="col">Code</th>
                    <th scope="col">Message</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {queues.flatMap((q) =>
                    q.failedJobs.map((job) => (
                      <tr key={`${q.queue}-${job.id}`}>
                        <td>{job.failedAt ? new Date(job.failedAt).toLocaleString() : '—'}</td>
                        <td>{q.queue}</td>
                        <td>{job.name}</td>
                        <td>{job.code}</td>
                        <td>{job.message}</td>
                        <td>
                          <button
                            type="button"
                            disabled={action.busy === 'retry' || action.busy === 'remove'}
                            aria-label={`Retry ${job.name} job ${job.id}`}
                            onClick={() => act('retry', q.queue, job.id)}
                          >
                            Retry
                          </button>{' '}
                          <button
                            type="button"
                            className="secondary"
                            disabled={action.busy === 'retry' || action.busy === 'remove'}
                            aria-label={`Remove ${job.name} job ${job.id}`}
                            onClick={() => act('remove', q.queue, job.id)}
                          >
                            Remove
                          </button>
                        </td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </section>
  );
}

/** The output guard's refusals of the last hour, by reason: rewrites kept out of resumes and letters. */
function refusals(refused: AiCalls['refused']): string {
  const counts = Object.entries(refused).filter(([, n]) => n > 0);
  if (counts.length === 0) return 'Output guard: no rewrite refused in the last hour.';
  return `Output guard, rewrites refused in the last hour: ${counts.map(([reason, n]) => `${reason} ${n}`).join(', ')}.`;
}
