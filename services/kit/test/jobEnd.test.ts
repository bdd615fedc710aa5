import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Job, UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../src/httpError';
import { JobClient, JobFailedError } from '../src/jobClient';
import { sealResult } from '../src/jobWire';
import { createKeyring } from '../src/keyring';
import { createRedis } from '../src/redis';
import { removeKeysWithPrefix, testQueuePrefix, testRedisUrl } from '../src/testing';

// A job's end is heard from before its add (jobEnd.ts): no question to Redis per job, nothing missed.
const keyring = createKeyring({ DATA_KEYS: new Map([['k', randomBytes(32)]]), DATA_KEY_ID: 'k' });
const prefix = testQueuePrefix();
const connection = createRedis(testRedisUrl());
const file = { base64: 'UEsDBA==', contentType: 'application/zip' };
let client: JobClient;
let worker: Worker;
/** The worker answers while `hold` is unset; a job named in `fail` fails for good. */
let hold: Promise<void> | undefined;
const fail = new Set<string>();

beforeAll(async () => {
  client = new JobClient({ redisUrl: testRedisUrl(), prefix, keyring, waitMs: 1500 });
  await client.ready();
  worker = new Worker(
    'document',
    async (job) => {
      await hold;
      if (fail.has(job.id as string)) throw new UnrecoverableError('RENDERER_UNAVAILABLE: no browser');
      return sealResult(keyring, file);
    },
    { connection, prefix },
  );
  await worker.waitUntilReady();
});
afterAll(async () => {
  await worker?.close();
  await client?.close();
  await connection.quit();
  await removeKeysWithPrefix(testRedisUrl(), prefix);
});

const docx = { format: 'docx', text: 'Jane', title: 'Jane', pageSize: 'a4' } as const;
const add = (jobId = randomUUID()) =>
  client.add('editorText.render', docx, { ownerId: 'owner-1', requestId: 'req-1', jobId });

describe('waiting for a job this client queued', () => {
  it('is answered even when the job ended before the wait began, without asking Redis whether it had', async () => {
    const asked = vi.spyOn(Job.prototype, 'waitUntilFinished');
    const queued = await add();
    for (let i = 0; i < 200 && (await queued.job.getState()) !== 'completed'; i++) await sleep(10);
    expect(await queued.job.getState()).toBe('completed');
    await expect(client.wait('editorText.render', queued)).resolves.toEqual(file);
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
  });

  it('fails with the worker’s reason when the job fails for good', async () => {
    const jobId = randomUUID();
    fail.add(jobId);
    const queued = await client.add('editorText.render', docx, {
      ownerId: 'owner-1',
      requestId: 'req-1',
      jobId,
    });
    const waited = client.wait('editorText.render', queued);
    await expect(waited).rejects.toBeInstanceOf(JobFailedError);
    await expect(waited).rejects.toThrow('RENDERER_UNAVAILABLE');
  });

  it('answers 504 when the job outlives the wait, and the next job gets its own answer', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const queued = await add();
    const waited = client.wait('editorText.render', queued);
    await expect(waited).rejects.toBeInstanceOf(HttpError);
    await expect(waited).rejects.toMatchObject({ status: 504 });
    release();
    hold = undefined;
    const next = await add();
    await expect(client.wait('editorText.render', next)).resolves.toEqual(file);
  });
});
