import { randomUUID } from 'node:crypto';
import {
  createKeyring,
  createLogger,
  createQueue,
  createRedis,
  defaultJobOptions,
  loadConfig,
  openEnvelope,
  readQueueHours,
  sealJobData,
} from '@rb/kit';
import { testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { type Job, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Processors } from '../src/processor';
import { createQueueWorker } from '../src/queueWorker';

const keyring = createKeyring(loadConfig({}));
const prefix = testQueuePrefix();
const connection = createRedis(testRedisUrl());
const queue = createQueue('score', connection, prefix);
const events = new QueueEvents('score', { connection: createRedis(testRedisUrl()), prefix });
const calls = new Map<string, number>();

const report = {
  atsScore: 50,
  keywordMatch: 10,
  softSkillsMatch: 5,
  industryTermsMatch: 5,
  formattingErrors: [],
  matchedKeywords: [],
  missingKeywords: [],
};

const PROGRESS_AFTER_MS = 100;

/**
 * Fails the first attempt of a job whose resume says "flaky", as a provider timeout would. One that says
 * "slow" reports two stages at once, outlives the progress hold, then reports a third.
 */
const processors: Processors = {
  'resume.score': async ({ htmlResume }, { progress }) => {
    await progress('reading', 5);
    await progress('scoring', 10);
    if (htmlResume.includes('slow')) {
      await new Promise((resolve) => setTimeout(resolve, PROGRESS_AFTER_MS * 2));
      await progress('checking', 90);
    }
    const attempt = (calls.get(htmlResume) ?? 0) + 1;
    calls.set(htmlResume, attempt);
    if (htmlResume.includes('flaky') && attempt === 1) throw new Error('transient failure');
    // A result its schema refuses: the same input gives it again on every attempt.
    if (htmlResume.includes('overgrown')) return { ...report, atsScore: 'high' as unknown as number };
    return report;
  },
};

const worker = createQueueWorker({
  queue: 'score',
  processors,
  keyring,
  connection,
  prefix,
  concurrency: 2,
  lockDurationMs: 5000,
  stalledIntervalMs: 5000,
  progressAfterMs: PROGRESS_AFTER_MS,
  logger: createLogger('test'),
});

beforeAll(() => events.waitUntilReady());
afterAll(async () => {
  await worker.close();
  await events.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await connection.quit();
});

async function settle(job: Job): Promise<Job> {
  await job.waitUntilFinished(events, 10_000).catch(() => undefined);
  return (await queue.getJob(job.id as string)) as Job;
}

const add = (data: unknown, name = 'resume.score') =>
  queue.add(name, data, {
    ...defaultJobOptions,
    backoff: { type: 'exponential', delay: 50 },
    jobId: randomUUID(),
  });

describe('queue worker', () => {
  it('decrypts, validates, runs and returns an encrypted result', async () => {
    const job = await settle(
      await add(sealJobData(keyring, 'u1', 'r1', { htmlResume: '<p>ok</p>', jobDescription: 'x' })),
    );
    expect(await job.getState()).toBe('completed');
    expect(JSON.stringify(job.returnvalue)).not.toContain('atsScore');
    expect(openEnvelope(keyring, job.returnvalue)).toEqual(report);
  });

  it('fails a bad payload at once, without retrying', async () => {
    const job = await settle(await add(sealJobData(keyring, 'u1', 'r1', { htmlResume: 42 })));
    expect(await job.getState()).toBe('failed');
    expect(job.failedReason).toBe('Invalid resume.score payload');
    expect(job.attemptsMade).toBe(1);
  });

  it('fails unsealed data and unknown job names at once', async () => {
    const plain = await settle(await add({ ownerId: 'u1', requestId: 'r', payload: { htmlResume: 'x' } }));
    expect(plain.failedReason).toBe('Malformed job data');
    const unknown = await settle(await add(sealJobData(keyring, 'u1', 'r', {}), 'resume.render'));
    expect(unknown.failedReason).toBe('Unknown job resume.render');
    expect([plain.attemptsMade, unknown.attemptsMade]).toEqual([1, 1]);
  });

  it('fails a result its schema refuses at once: running the same input again gives the same result', async () => {
    const job = await settle(
      await add(sealJobData(keyring, 'u1', 'r1', { htmlResume: 'overgrown', jobDescription: 'x' })),
    );
    expect(await job.getState()).toBe('failed');
    expect(job.failedReason).toBe('Invalid resume.score result');
    expect(job.attemptsMade).toBe(1);
    expect(calls.get('overgrown')).toBe(1);
  });

  it('retries a transient failure with backoff and then succeeds', async () => {
    const job = await settle(
      await add(sealJobData(keyring, 'u1', 'r1', { htmlResume: 'flaky', jobDescription: 'x' })),
    );
    expect(await job.getState()).toBe('completed');
    expect(job.attemptsMade).toBe(2);
    expect(calls.get('flaky')).toBe(2);
  });

  it("adds every job end to the console's per-minute rollup: completions with their time, failed attempts", async () => {
    // So far: two completed jobs; five failed attempts (four bad jobs and the flaky one's first).
    await expect
      .poll(async () => {
        const hour = (await readQueueHours(connection, prefix, ['score'])).get('score');
        return [hour?.completedByMinute.reduce((a, b) => a + b, 0), hour?.failed];
      })
      .toEqual([2, 5]);
    const hour = (await readQueueHours(connection, prefix, ['score'])).get('score');
    expect(hour?.p95Ms).toBeGreaterThan(0);
  });

  /** The events one job sends, in order, from queueing to its end. */
  async function eventsOf(htmlResume: string): Promise<string[]> {
    const seen: string[] = [];
    const jobId = randomUUID();
    const onProgress = ({ jobId: id, data }: { jobId: string; data: unknown }) => {
      if (id === jobId) seen.push(`progress ${JSON.stringify(data)}`);
    };
    const onCompleted = ({ jobId: id }: { jobId: string }) => {
      if (id === jobId) seen.push('completed');
    };
    events.on('progress', onProgress);
    events.on('completed', onCompleted);
    const data = sealJobData(keyring, 'u1', 'r1', { htmlResume, jobDescription: 'x' });
    await settle(await queue.add('resume.score', data, { ...defaultJobOptions, jobId }));
    await expect.poll(() => seen.at(-1)).toBe('completed');
    // Anything sent after the completion would arrive within this.
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_AFTER_MS * 2));
    events.off('progress', onProgress);
    events.off('completed', onCompleted);
    return seen;
  }

  it("sends a longer job's progress before its completion: the latest held report, then each new one", async () => {
    expect(await eventsOf('<p>slow</p>')).toEqual([
      'progress {"stage":"scoring","percent":10}',
      'progress {"stage":"checking","percent":90}',
      'completed',
    ]);
  });

  it('sends no progress for a job that ends before anyone could see it', async () => {
    expect(await eventsOf('<p>ok</p>')).toEqual(['completed']);
  });
});
