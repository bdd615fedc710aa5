import { setTimeout as sleep } from 'node:timers/promises';
import { queueNames } from '@rb/contracts';
import type { Job } from 'bullmq';
import { claimKey } from './jobClaims';
import { createQueue, jobOwner } from './jobWire';
import type { Redis } from './redis';

export interface OwnerErasure {
  /** Jobs removed from the queues, in any state, with their sealed payloads and results. */
  jobs: number;
  /** Jobs still running when the wait ran out: a worker holds their lock (see eraseOwnerFromRedis). */
  stillRunning: number;
  /** Other keys removed: job-id claims, rendered documents, anything else named for the owner under the prefix. */
  keys: number;
}

/** Every state a BullMQ job can rest in; a removed account's jobs are looked for in all of them. */
const JOB_STATES = [
  'waiting',
  'waiting-children',
  'prioritized',
  'delayed',
  'active',
  'completed',
  'failed',
] as const;

const RETRY_MS = 200;

/** True when the job is gone, false while a worker's lock keeps it (BullMQ refuses to remove it). */
async function tryRemove(job: Job): Promise<boolean> {
  try {
    await job.remove();
    return true;
  } catch (error) {
    if (error instanceof Error && /locked/i.test(error.message)) return false;
    throw error;
  }
}

/**
 * Removes from one queue's event stream the entries of the given jobs: a `completed` event carries the
 * job's sealed result, and the stream keeps the last couple of thousand events after the job is gone.
 */
async function dropEvents(redis: Redis, streamKey: string, jobIds: ReadonlySet<string>): Promise<number> {
  const entries = (await redis.xrange(streamKey, '-', '+')) as [string, string[]][];
  const ids = entries
    .filter(([, fields]) => {
      const at = fields.indexOf('jobId');
      return at >= 0 && at % 2 === 0 && jobIds.has(fields[at + 1] ?? '');
    })
    .map(([id]) => id);
  return ids.length > 0 ? redis.xdel(streamKey, ...ids) : 0;
}

/** Deletes every key under the prefix whose name carries the owner's id (rendered documents). */
async function dropNamedKeys(redis: Redis, prefix: string, ownerId: string): Promise<number> {
  let removed = 0;
  const stream = redis.scanStream({ match: `${prefix}:*${ownerId}*`, count: 1000 });
  for await (const keys of stream as AsyncIterable<string[]>) {
    if (keys.length > 0) removed += await redis.unlink(...keys);
  }
  return removed;
}

/**
 * Erases what Redis holds of one account (account deletion): its jobs on every queue in every state
 * (sealed payloads and results), the queue events that carried their results, the claims on their ids
 * (`knownJobIds` adds the ids the database remembers, whose jobs BullMQ may have dropped already), and
 * every key named for the owner. A job a worker is running cannot be removed until it lets go, so it is
 * retried until `runningWaitMs` runs out; what is left then is reported, and its result goes with
 * BullMQ's completed-job retention (minutes).
 */
export async function eraseOwnerFromRedis(
  redis: Redis,
  prefix: string,
  ownerId: string,
  options: { knownJobIds?: readonly string[]; runningWaitMs?: number } = {},
): Promise<OwnerErasure> {
  const deadline = Date.now() + (options.runningWaitMs ?? 10_000);
  const jobIds = new Set(options.knownJobIds ?? []);
  let jobs = 0;
  let stillRunning = 0;
  let keys = 0;
  for (const name of queueNames) {
    const queue = createQueue(name, redis, prefix);
    try {
      let pending = (await queue.getJobs([...JOB_STATES])).filter((job) => jobOwner(job?.data) === ownerId);
      for (const job of pending) if (job.id) jobIds.add(job.id);
      for (;;) {
        const left: Job[] = [];
        for (const job of pending) {
          if (await tryRemove(job)) jobs++;
          else left.push(job);
        }
        pending = left;
        if (pending.length === 0 || Date.now() >= deadline) break;
        await sleep(RETRY_MS);
      }
      stillRunning += pending.length;
      keys += await dropEvents(redis, `${prefix}:${name}:events`, jobIds);
    } finally {
      await queue.close();
    }
  }
  const claims = [...jobIds].map((id) => claimKey(prefix, id));
  if (claims.length > 0) keys += await redis.unlink(...claims);
  keys += await dropNamedKeys(redis, prefix, ownerId);
  return { jobs, stillRunning, keys };
}
