import {
  aiStatusSchema,
  publicJobFailure,
  type QueueName,
  type QueueOverview,
  queueNames,
} from '@rb/contracts';
import { aiStatusKey, conflict, notFound, type Redis } from '@rb/kit';
import { type Job, Queue } from 'bullmq';

/** Failed jobs listed per queue: the newest, enough for an operator's page. */
const FAILED_SHOWN = 50;
/** Completed jobs whose times make the throughput and percentiles (the newest of those still kept). */
const COMPLETED_SAMPLED = 500;
/** Completed jobs are kept 5 minutes (removeOnComplete in kit's job options): the console's window. */
const WINDOW_MINUTES = 5;

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

/** The ai workers' last report; anything unreadable counts as no report. */
function parseAiStatus(raw: string | null) {
  try {
    return raw ? (aiStatusSchema.safeParse(JSON.parse(raw)).data ?? null) : null;
  } catch {
    return null;
  }
}

const failedJob = (job: Job) => {
  const reason = job.failedReason ?? '';
  return {
    id: String(job.id),
    name: job.name,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    attempts: job.attemptsMade,
    code: publicJobFailure(reason).code,
    // Workers' messages are ours; capped so a stack-sized one cannot swell the page.
    message: reason.slice(0, 500),
  };
};

/**
 * The operations console's view of the queues, read from BullMQ in Redis: never a payload (sealed
 * anyway), only counts, times, names and the workers' failure messages.
 */
export function createOperations(connection: Redis, prefix: string) {
  const queues = new Map<QueueName, Queue>(
    queueNames.map((name) => [name, new Queue(name, { connection, prefix })]),
  );
  const queueOf = (name: QueueName) => queues.get(name) as Queue;

  async function overview(queue: Queue): Promise<QueueOverview> {
    const [counts, completed, failed, workers] = await Promise.all([
      queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized'),
      queue.getJobs(['completed'], 0, COMPLETED_SAMPLED - 1),
      queue.getJobs(['failed'], 0, FAILED_SHOWN - 1),
      queue.getWorkers(),
    ]);
    const since = Date.now() - WINDOW_MINUTES * 60_000;
    const recent = completed.filter((job) => job?.processedOn && job.finishedOn && job.finishedOn >= since);
    const durations = recent
      .map((job) => (job.finishedOn as number) - (job.processedOn as number))
      .sort((a, b) => a - b);
    return {
      queue: queue.name as QueueName,
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completedPerMinute: recent.length / WINDOW_MINUTES,
      p50Ms: percentile(durations, 50),
      p95Ms: percentile(durations, 95),
      workers: workers.length,
      failedJobs: failed.filter((job): job is Job => Boolean(job)).map(failedJob),
    };
  }

  async function findJob(queue: QueueName, id: string): Promise<Job> {
    const job = await queueOf(queue).getJob(id);
    if (!job) throw notFound('Job not found.');
    return job;
  }

  return {
    async queues() {
      const [overviews, ai] = await Promise.all([
        Promise.all([...queues.values()].map(overview)),
        connection.get(aiStatusKey(prefix)),
      ]);
      return { queues: overviews, ai: parseAiStatus(ai) };
    },
    /** Runs a failed job again from the start (its attempts reset). */
    async retry(queue: QueueName, id: string) {
      const job = await findJob(queue, id);
      if ((await job.getState()) !== 'failed') throw conflict('Only a failed job can be retried.');
      await job.retry('failed', { resetAttemptsMade: true });
    },
    /** Removes a job that is not running (an active one is locked by its worker). */
    async remove(queue: QueueName, id: string) {
      const job = await findJob(queue, id);
      if ((await job.getState()) === 'active') throw conflict('A running job cannot be removed.');
      await job.remove();
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
export type Operations = ReturnType<typeof createOperations>;
