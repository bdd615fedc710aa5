import type { QueueName } from '@rb/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_WINDOW_MINUTES,
  createRedis,
  DURATION_BUCKETS_MS,
  JobEndTally,
  type JobOutcome,
  readAiHour,
  readQueueHours,
  recordAiCall,
  recordGuardRefusal,
} from '../src';
import { testQueuePrefix, testRedisUrl } from '../src/testing';

const redis = createRedis(testRedisUrl());
const prefix = testQueuePrefix();
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** One job end written as a worker writes it: gathered in a tally, then flushed. */
async function recordJobEnd(
  client: typeof redis,
  at: string,
  queue: QueueName,
  end: JobOutcome,
  when = Date.now(),
): Promise<void> {
  const tally = new JobEndTally(client, at);
  tally.add(queue, end, when);
  await tally.flush();
}

const MINUTE = 60_000;
/** The middle of a minute, so "a minute ago" cannot slip across a boundary while the test runs. */
const now = Math.floor(Date.now() / MINUTE) * MINUTE + 30_000;

describe('console rollup', () => {
  it('counts completions per minute over the last hour, with percentiles from the duration buckets', async () => {
    // 95 quick jobs (40 ms) a minute ago, 5 slow ones (3 s) now, and one from before the hour.
    for (let i = 0; i < 95; i += 1)
      await recordJobEnd(redis, prefix, 'render', { outcome: 'completed', durationMs: 40 }, now - MINUTE);
    for (let i = 0; i < 5; i += 1)
      await recordJobEnd(redis, prefix, 'render', { outcome: 'completed', durationMs: 3000 }, now);
    const stale = now - CONSOLE_WINDOW_MINUTES * MINUTE;
    await recordJobEnd(redis, prefix, 'render', { outcome: 'completed', durationMs: 999_999 }, stale);
    await recordJobEnd(redis, prefix, 'render', { outcome: 'failed' }, now);

    const hour = (await readQueueHours(redis, prefix, ['render', 'parse'], now)).get('render');
    expect(hour?.completedByMinute).toHaveLength(CONSOLE_WINDOW_MINUTES);
    expect(hour?.completedByMinute.slice(-2)).toEqual([95, 5]);
    expect(hour?.completedByMinute.reduce((a, b) => a + b, 0)).toBe(100);
    expect(hour?.failed).toBe(1);
    // Reported as the upper bound of the bucket holding the rank: at most 20 % above the true value.
    expect(hour?.p50Ms).toBeGreaterThanOrEqual(40);
    expect(hour?.p50Ms).toBeLessThanOrEqual(48);
    expect(hour?.p95Ms).toBeLessThanOrEqual(48);
    await recordJobEnd(redis, prefix, 'render', { outcome: 'completed', durationMs: 3000 }, now);
    const slower = (await readQueueHours(redis, prefix, ['render'], now)).get('render');
    expect(slower?.p95Ms).toBeGreaterThanOrEqual(3000);
    expect(slower?.p95Ms).toBeLessThanOrEqual(3600);
  });

  it('has nothing for a quiet queue, and expires each minute soon after the hour', async () => {
    const quiet = (await readQueueHours(redis, prefix, ['parse'], now)).get('parse');
    expect(quiet).toEqual({
      completedByMinute: Array(CONSOLE_WINDOW_MINUTES).fill(0),
      failed: 0,
      p50Ms: null,
      p95Ms: null,
    });
    const keys = await redis.keys(`${prefix}:ops:jobs:render:*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(CONSOLE_WINDOW_MINUTES * 60);
      expect(ttl).toBeLessThanOrEqual((CONSOLE_WINDOW_MINUTES + 5) * 60);
    }
  });

  it('keeps a longest bucket open-ended, reported as its lower bound', async () => {
    await recordJobEnd(redis, prefix, 'ai', { outcome: 'completed', durationMs: 3_600_000 }, now);
    const hour = (await readQueueHours(redis, prefix, ['ai'], now)).get('ai');
    expect(hour?.p50Ms).toBe(DURATION_BUCKETS_MS.at(-2));
  });

  it('counts AI provider calls and their errors over the hour', async () => {
    await recordAiCall(redis, prefix, true, now - 10 * MINUTE);
    await recordAiCall(redis, prefix, false, now);
    await recordAiCall(redis, prefix, true, now);
    await recordAiCall(redis, prefix, false, now - CONSOLE_WINDOW_MINUTES * MINUTE);
    expect(await readAiHour(redis, prefix, now)).toEqual({ calls: 3, errors: 1, refused: {} });
  });

  it('counts the output guard’s refusals by reason, each reason once per refused rewrite', async () => {
    await recordGuardRefusal(redis, prefix, ['non-word', 'non-word', 'fact-added'], now);
    await recordGuardRefusal(redis, prefix, ['fact-added'], now - 5 * MINUTE);
    await recordGuardRefusal(redis, prefix, ['markup'], now - CONSOLE_WINDOW_MINUTES * MINUTE);
    expect((await readAiHour(redis, prefix, now)).refused).toEqual({ 'non-word': 1, 'fact-added': 2 });
  });
});

describe('console rollup expiry', () => {
  it('gives a minute Redis lost and a later count made anew its expiry again', async () => {
    await recordJobEnd(redis, prefix, 'score', { outcome: 'completed', durationMs: 12 }, now);
    const [key] = await redis.keys(`${prefix}:ops:jobs:score:*`);
    await redis.del(key as string);
    await recordJobEnd(redis, prefix, 'score', { outcome: 'completed', durationMs: 12 }, now);
    expect(await redis.ttl(key as string)).toBeGreaterThan(CONSOLE_WINDOW_MINUTES * 60);
    expect((await readQueueHours(redis, prefix, ['score'], now)).get('score')?.completedByMinute.at(-1)).toBe(
      1,
    );
  });
});

describe("a worker process's tally of job ends", () => {
  it('writes nothing per job: the ends gathered are written together, with their expiry, on flush', async () => {
    const tally = new JobEndTally(redis, prefix, 60_000);
    for (let i = 0; i < 40; i += 1) tally.add('document', { outcome: 'completed', durationMs: 30 }, now);
    tally.add('document', { outcome: 'failed' }, now);
    tally.add('document', { outcome: 'completed', durationMs: 30 }, now - MINUTE);
    expect(await redis.keys(`${prefix}:ops:jobs:document:*`)).toEqual([]);
    await tally.flush();
    const hour = (await readQueueHours(redis, prefix, ['document'], now)).get('document');
    expect(hour?.completedByMinute.slice(-2)).toEqual([1, 40]);
    expect(hour?.failed).toBe(1);
    const keys = await redis.keys(`${prefix}:ops:jobs:document:*`);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await redis.ttl(key)).toBeGreaterThan(CONSOLE_WINDOW_MINUTES * 60);
    await tally.flush();
    expect((await readQueueHours(redis, prefix, ['document'], now)).get('document')?.failed).toBe(1);
  });

  it('writes on its own soon after the first end it gathers', async () => {
    const tally = new JobEndTally(redis, prefix, 20);
    tally.add('parse', { outcome: 'failed' }, now);
    await expect
      .poll(async () => (await readQueueHours(redis, prefix, ['parse'], now)).get('parse')?.failed)
      .toBe(1);
  });
});
