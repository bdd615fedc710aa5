import { type GuardReason, guardReasons, type QueueName } from '@rb/contracts';
import type { Redis } from './redis';

/**
 * The operations console's last hour, kept in Redis as one small hash per queue and minute (and one per
 * minute for the AI provider) that expires soon after the hour: workers add to it as jobs end, the
 * admin service reads 60 hashes per queue in one pipeline. Nothing scans jobs, and the size is bounded
 * by minutes × buckets whatever the traffic.
 */

/** Minutes the console looks back over. */
export const CONSOLE_WINDOW_MINUTES = 60;
/** Each minute's hash outlives the window a little, then Redis drops it. */
const MINUTE_TTL_SECONDS = (CONSOLE_WINDOW_MINUTES + 5) * 60;

/**
 * Upper bounds (ms) of the job-duration buckets: 20 % apart from 10 ms to about 20 minutes, one more
 * for anything longer. A percentile is reported as its bucket's upper bound, so it is at most 20 % high.
 */
export const DURATION_BUCKETS_MS: readonly number[] = (() => {
  const bounds: number[] = [];
  for (let bound = 10; bound < 1_200_000; bound *= 1.2) bounds.push(Math.round(bound));
  return [...bounds, Number.POSITIVE_INFINITY];
})();

const minuteOf = (at: number) => Math.floor(at / 60_000);
const queueKey = (prefix: string, queue: QueueName, minute: number) =>
  `${prefix}:ops:jobs:${queue}:${minute}`;
const aiKey = (prefix: string, minute: number) => `${prefix}:ops:ai-calls:${minute}`;

function bucketOf(durationMs: number): number {
  const index = DURATION_BUCKETS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? DURATION_BUCKETS_MS.length - 1 : index;
}

/**
 * Minute hashes this process has already given their expiry. A count used to be a transaction of the
 * HINCRBYs and an EXPIRE (five commands for a job's end); now the EXPIRE goes with the first count of a
 * minute in this process, and again whenever a count creates its field (a hash Redis lost and this count
 * made anew must still expire). Only the current minutes matter, so the set is emptied when it holds
 * more than a few minutes of every queue.
 */
const expiring = new Set<string>();
const EXPIRING_KEPT = 64;

/** Adds one to each field (a field named twice, two), or each field's own count. */
export async function addToMinute(
  redis: Redis,
  key: string,
  fields: string[] | ReadonlyMap<string, number>,
): Promise<void> {
  const counts = Array.isArray(fields) ? fields.map((field) => [field, 1] as const) : [...fields];
  const pipeline = redis.pipeline();
  for (const [field, count] of counts) pipeline.hincrby(key, field, count);
  const first = !expiring.has(key);
  if (first) pipeline.expire(key, MINUTE_TTL_SECONDS);
  const replies = (await pipeline.exec()) ?? [];
  const failed = replies.find(([error]) => error)?.[0];
  if (failed) throw failed;
  if (first) {
    if (expiring.size >= EXPIRING_KEPT) expiring.clear();
    expiring.add(key);
  } else if (counts.some(([, count], i) => replies[i]?.[1] === count)) {
    await redis.expire(key, MINUTE_TTL_SECONDS);
  }
}

/** How a job ended, as the rollup counts it. */
export type JobOutcome = { outcome: 'completed'; durationMs: number } | { outcome: 'failed' };

/** The hash a job ending at `at` is counted in (its queue's minute). */
export const jobEndKey = (prefix: string, queue: QueueName, at: number): string =>
  queueKey(prefix, queue, minuteOf(at));

/**
 * The field a job end adds one to: `completed` counts in its duration bucket alone (the minute's
 * completions are the sum of its buckets, readQueueHours), `failed` (an attempt BullMQ gave up on or will
 * retry) in `failed`. Workers gather them in a JobEndTally.
 */
export const jobEndField = (end: JobOutcome): string =>
  end.outcome === 'completed' ? `d${bucketOf(end.durationMs)}` : 'failed';

/** One call to the AI provider: answered, or failed as the circuit breaker counts it (429, 5xx, timeout). */
export function recordAiCall(redis: Redis, prefix: string, ok: boolean, at = Date.now()): Promise<void> {
  return addToMinute(redis, aiKey(prefix, minuteOf(at)), ok ? ['calls'] : ['calls', 'errors']);
}

/** One rewrite the AI output guard refused, counted once per reason it gave. */
export function recordGuardRefusal(
  redis: Redis,
  prefix: string,
  reasons: readonly GuardReason[],
  at = Date.now(),
): Promise<void> {
  return addToMinute(
    redis,
    aiKey(prefix, minuteOf(at)),
    [...new Set(reasons)].map((reason) => `refused:${reason}`),
  );
}

export interface QueueHour {
  /** Completed jobs in each of the last 60 minutes, oldest first (the current minute last). */
  completedByMinute: number[];
  /** Failed attempts over the hour. */
  failed: number;
  /** Processing-time percentiles over the hour's completed jobs (bucket upper bounds); null without any. */
  p50Ms: number | null;
  p95Ms: number | null;
}

const lastHourMinutes = (at: number) => {
  const now = minuteOf(at);
  return Array.from({ length: CONSOLE_WINDOW_MINUTES }, (_, i) => now - CONSOLE_WINDOW_MINUTES + 1 + i);
};

async function readHashes(redis: Redis, keys: string[]): Promise<Record<string, string>[]> {
  const pipeline = redis.pipeline();
  for (const key of keys) pipeline.hgetall(key);
  const replies = (await pipeline.exec()) ?? [];
  return replies.map(([error, value]) => (error ? {} : ((value as Record<string, string>) ?? {})));
}

/** The nearest-rank percentile over bucket counts, as the bucket's upper bound (the last, open one: its lower bound). */
function percentile(buckets: number[], total: number, p: number): number | null {
  if (total === 0) return null;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    seen += count;
    if (seen >= rank) {
      const bound = DURATION_BUCKETS_MS[index] as number;
      return Number.isFinite(bound) ? bound : (DURATION_BUCKETS_MS[index - 1] as number);
    }
  }
  return null;
}

/** The last hour of each queue, read in one round trip. */
export async function readQueueHours(
  redis: Redis,
  prefix: string,
  queues: readonly QueueName[],
  at = Date.now(),
): Promise<Map<QueueName, QueueHour>> {
  const minutes = lastHourMinutes(at);
  const hashes = await readHashes(
    redis,
    queues.flatMap((queue) => minutes.map((minute) => queueKey(prefix, queue, minute))),
  );
  return new Map(
    queues.map((queue, q) => {
      const hour = hashes.slice(q * minutes.length, (q + 1) * minutes.length);
      const buckets = DURATION_BUCKETS_MS.map((_, i) =>
        hour.reduce((sum, h) => sum + Number(h[`d${i}`] ?? 0), 0),
      );
      const completedByMinute = hour.map((h) =>
        DURATION_BUCKETS_MS.reduce((sum, _, i) => sum + Number(h[`d${i}`] ?? 0), 0),
      );
      const completed = completedByMinute.reduce((a, b) => a + b, 0);
      return [
        queue,
        {
          completedByMinute,
          failed: hour.reduce((sum, h) => sum + Number(h.failed ?? 0), 0),
          p50Ms: percentile(buckets, completed, 50),
          p95Ms: percentile(buckets, completed, 95),
        },
      ];
    }),
  );
}

/** Calls to the AI provider over the last hour and how many failed. */
export async function readAiHour(redis: Redis, prefix: string, at = Date.now()) {
  const hashes = await readHashes(
    redis,
    lastHourMinutes(at).map((minute) => aiKey(prefix, minute)),
  );
  const sum = (field: string) => hashes.reduce((total, h) => total + Number(h[field] ?? 0), 0);
  const refused = Object.fromEntries(
    guardReasons.map((reason) => [reason, sum(`refused:${reason}`)]).filter(([, n]) => Number(n) > 0),
  ) as Partial<Record<GuardReason, number>>;
  return { calls: sum('calls'), errors: sum('errors'), refused };
}
