import { randomUUID } from 'node:crypto';
import {
  createKeyring,
  createLogger,
  createQueue,
  createRedis,
  defaultJobOptions,
  loadConfig,
  sealJobData,
} from '@rb/kit';
import { testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { type Job, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFailure } from '../src/jobFailure';
import type { Processors } from '../src/processor';
import { createQueueWorker } from '../src/queueWorker';
import { withinTimeBudget } from '../src/timeBudget';

// Issue 10 item 2: a parse over its time budget fails its job cleanly and the worker takes the next one.
const BUDGET_MS = 300;
/** A pattern that backtracks exponentially: far longer than any budget on 40 letters and a mismatch. */
const catastrophic = (text: string) => /^(a+)+$/.test(text);
const hostile = `${'a'.repeat(40)}!`;

const keyring = createKeyring(loadConfig({}));
const prefix = testQueuePrefix();
const connection = createRedis(testRedisUrl());
const queue = createQueue('score', connection, prefix);
const events = new QueueEvents('score', { connection: createRedis(testRedisUrl()), prefix });

const report = {
  atsScore: 50,
  keywordMatch: 10,
  softSkillsMatch: 5,
  industryTermsMatch: 5,
  formattingErrors: [],
  matchedKeywords: [],
  missingKeywords: [],
};
const processors: Processors = {
  'resume.score': async ({ htmlResume }) => {
    withinTimeBudget(() => catastrophic(htmlResume), BUDGET_MS);
    return report;
  },
};
const worker = createQueueWorker({
  queue: 'score',
  processors,
  keyring,
  connection,
  prefix,
  concurrency: 1,
  lockDurationMs: 5000,
  stalledIntervalMs: 5000,
  progressAfterMs: 100,
  logger: createLogger('test', 'silent'),
});

beforeAll(() => events.waitUntilReady());
afterAll(async () => {
  await worker.close();
  await events.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await connection.quit();
});

const add = (htmlResume: string) =>
  queue.add('resume.score', sealJobData(keyring, 'u1', 'r1', { htmlResume, jobDescription: 'x' }), {
    ...defaultJobOptions,
    jobId: randomUUID(),
  });

async function settle(job: Job): Promise<Job> {
  await job.waitUntilFinished(events, 20_000).catch(() => undefined);
  return (await queue.getJob(job.id as string)) as Job;
}

describe('withinTimeBudget', () => {
  it('stops a runaway pattern mid-match with INPUT_TOO_COMPLEX', () => {
    const started = performance.now();
    let failure: unknown;
    try {
      withinTimeBudget(() => catastrophic(hostile), BUDGET_MS);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(JobFailure);
    expect((failure as JobFailure).code).toBe('INPUT_TOO_COMPLEX');
    // Generous: the point is that it stops at all (unbounded, this pattern runs for hours).
    expect(performance.now() - started).toBeLessThan(BUDGET_MS + 5000);
  });

  it('returns the result of work within budget', () => {
    expect(withinTimeBudget(() => catastrophic('aaaa'), BUDGET_MS)).toBe(true);
  });

  it('fails an over-budget job once, for good, and the worker runs the next job', async () => {
    const slow = await add(hostile);
    const next = await add('aaaa');
    const [failed, done] = await Promise.all([settle(slow), settle(next)]);
    expect(await failed.getState()).toBe('failed');
    expect(failed.failedReason).toBe('INPUT_TOO_COMPLEX');
    expect(failed.attemptsMade).toBe(1);
    expect(await done.getState()).toBe('completed');
  }, 30_000);
});
