import { prometheus } from '@rb/kit';
import type { Queue } from 'bullmq';

/** The worker processes' own metrics; the registry and Node's process metrics are kit's (metrics.ts). */

export const jobDuration = new prometheus.Histogram({
  name: 'rb_job_duration_seconds',
  help: 'Time a worker spent on one job attempt, by queue, job name and outcome (completed or failed)',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
});

export const jobFailures = new prometheus.Counter({
  name: 'rb_job_failures_total',
  help: 'Failed job attempts by queue, job name and whether BullMQ will retry them',
  labelNames: ['queue', 'job', 'final'] as const,
});

export const renderPages = new prometheus.Gauge({
  name: 'rb_render_pages',
  help: 'Chromium pages of the render pool, by state (busy or idle)',
  labelNames: ['state'] as const,
});

export const chromiumRestarts = new prometheus.Counter({
  name: 'rb_chromium_restarts_total',
  help: 'Chromium launches after the first one in this process (it died or was disconnected)',
});

export const aiRequestDuration = new prometheus.Histogram({
  name: 'rb_ai_request_duration_seconds',
  help: 'AI provider calls by engine and outcome (ok, error)',
  labelNames: ['engine', 'outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80],
});

export const aiErrors = new prometheus.Counter({
  name: 'rb_ai_errors_total',
  help: 'AI provider calls that failed, by engine and kind (transport, output)',
  labelNames: ['engine', 'kind'] as const,
});

export const aiTokens = new prometheus.Counter({
  name: 'rb_ai_tokens_total',
  help: 'Tokens the AI provider reported using, by engine and kind (prompt, completion)',
  labelNames: ['engine', 'kind'] as const,
});

export const aiCircuitState = new prometheus.Gauge({
  name: 'rb_ai_circuit_state',
  help: 'The AI provider circuit breaker: 0 closed (calling), 1 open (failing fast), 2 half-open (trying one call)',
  labelNames: ['engine'] as const,
});

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'] as const;
/** A scrape must answer even when Redis does not: counts that take longer are left out of that scrape. */
const QUEUE_COUNT_TIMEOUT_MS = 1000;
const watchedQueues = new Set<Queue>();

const queueJobs: prometheus.Gauge<'queue' | 'state'> = new prometheus.Gauge({
  name: 'rb_queue_jobs',
  help: 'Jobs in each queue this process works on, by state, counted at scrape time',
  labelNames: ['queue', 'state'] as const,
  async collect() {
    queueJobs.reset();
    await Promise.all(
      [...watchedQueues].map(async (queue) => {
        let timer: NodeJS.Timeout | undefined;
        const counts = await Promise.race([
          queue.getJobCounts(...JOB_STATES),
          new Promise<undefined>((resolve) => {
            timer = setTimeout(() => resolve(undefined), QUEUE_COUNT_TIMEOUT_MS);
          }),
        ]).catch(() => undefined);
        clearTimeout(timer);
        if (!counts) return;
        for (const state of JOB_STATES) queueJobs.set({ queue: queue.name, state }, counts[state] ?? 0);
      }),
    );
  },
});

/** Reports a queue's depth on every scrape until the returned function is called. */
export function watchQueueDepth(queue: Queue): () => void {
  watchedQueues.add(queue);
  return () => watchedQueues.delete(queue);
}
