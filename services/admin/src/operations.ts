import {
  aiStatusSchema,
  publicJobFailure,
  type QueueName,
  type QueueOverview,
  queueNames,
} from '@rb/contracts';
import {
  aiStatusKey,
  CONSOLE_WINDOW_MINUTES,
  conflict,
  createQueue,
  notFound,
  type QueueHour,
  type Redis,
  readAiHour,
  readQueueHours,
} from '@rb/kit';
import type { Job, Queue } from 'bullmq';

/** Failed jobs listed per queue: the newest, enough for an operator's page. */
const FAILED_SHOWN = 50;

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
    queueNames.map((name) => [name, createQueue(name, connection, prefix)]),
  );
  const queueOf = (name: QueueName) => queues.get(name) as Queue;

  async function overview(queue: Queue, hour: QueueHour): Promise<QueueOverview> {
    const [counts, failed, workers] = await Promise.all([
      queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized'),
      queue.getJobs(['failed'], 0, FAILED_SHOWN - 1),
      queue.getWorkers(),
    ]);
    const completed = hour.completedByMinute.reduce((a, b) => a + b, 0);
    return {
      queue: queue.name as QueueName,
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completedPerMinute: completed / CONSOLE_WINDOW_MINUTES,
      completedByMinute: hour.completedByMinute,
      failedLastHour: hour.failed,
      p50Ms: hour.p50Ms,
      p95Ms: hour.p95Ms,
      workers: workers.length,
      failedJobs: failed.filter((job): job is Job => Boolean(job)).map(failedJob),
    };
  }

  /** BullMQ's refusal of a job action (its scripts' errors), answered as a 409; outages stay 503s. */
  const refusedBy = (message: string) => (error: unknown) => {
    if (error instanceof Error && /^(Job |Missing (key|lock) for |Lock mismatch for )/.test(error.message))
      throw conflict(message);
    throw error;
  };

  async function findJob(queue: QueueName, id: string): Promise<Job> {
    const job = await queueOf(queue).getJob(id);
    if (!job) throw notFound('Job not found.');
    return job;
  }

  return {
    async queues() {
      const [hours, ai, aiCalls] = await Promise.all([
        readQueueHours(connection, prefix, queueNames),
        connection.get(aiStatusKey(prefix)),
        readAiHour(connection, prefix),
      ]);
      const overviews = await Promise.all(
        [...queues.entries()].map(([name, queue]) => overview(queue, hours.get(name) as QueueHour)),
      );
      return { queues: overviews, ai: parseAiStatus(ai), aiCalls };
    },
    /** Runs a failed job again from the start (its attempts reset). */
    async retry(queue: QueueName, id: string) {
      const job = await findJob(queue, id);
      if ((await job.getState()) !== 'failed') throw conflict('Only a failed job can be retried.');
      // The state can change between the check and the script (another admin, the retention): BullMQ then
      // refuses, which is the same conflict, not a server error.
      await job
        .retry('failed', { resetAttemptsMade: true })
        .catch(refusedBy('Only a failed job can be retried.'));
    },
    /** Removes a job that is not running (an active one is locked by its worker). */
    async remove(queue: QueueName, id: string) {
      const job = await findJob(queue, id);
      if ((await job.getState()) === 'active') throw conflict('A running job cannot be removed.');
      await job.remove().catch(refusedBy('A running job cannot be removed.'));
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
export type Operations = ReturnType<typeof createOperations>;
