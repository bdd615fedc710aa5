import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { createKeyring, createLogger, createQueue, createRedis, loadConfig, sealJobData } from '@rb/kit';
import { bogusFilterPdf, testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfSandbox } from '../src/parse/sandbox';
import { parseProcessors } from '../src/processors/parse';
import { createQueueWorker } from '../src/queueWorker';

const keyring = createKeyring(loadConfig({}));
const prefix = testQueuePrefix();
const connection = createRedis(testRedisUrl());
const queue = createQueue('parse', connection, prefix);
const events = new QueueEvents('parse', { connection: createRedis(testRedisUrl()), prefix });
const sandbox = new PdfSandbox({ timeoutMs: 30_000, memoryMb: 256, maxPages: 30, maxChars: 200_000 });
/** Every line the worker logs, as written. */
const logged: string[] = [];
const worker = createQueueWorker({
  queue: 'parse',
  processors: parseProcessors(sandbox),
  keyring,
  connection,
  prefix,
  concurrency: 1,
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
  progressAfterMs: 100,
  logger: createLogger(
    'parse-test',
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  ),
});

beforeAll(() => events.waitUntilReady());
afterAll(async () => {
  await worker.close();
  await events.close();
  sandbox.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await connection.quit();
});

describe('parse worker log', () => {
  it("logs a refused PDF's code and job id, never the file's own text", async () => {
    const secret = 'INJECTED-LOG-LINE jane.secret@example.com';
    const base64 = bogusFilterPdf(secret).toString('base64');
    const jobId = randomUUID();
    const job = await queue.add('upload.parse', sealJobData(keyring, randomUUID(), 'req-1', { base64 }), {
      jobId,
      attempts: 1,
    });
    await job.waitUntilFinished(events, 30_000).catch(() => undefined);
    expect((await queue.getJob(jobId))?.failedReason).toBe('PDF_UNREADABLE');
    // The worker logs on its own 'failed' event, which may come after the queue's.
    const failedLine = async () => {
      for (let i = 0; i < 100; i++) {
        const line = logged.map((l) => JSON.parse(l)).find((l) => l.msg === 'job failed');
        if (line) return line;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const failed = await failedLine();
    expect(failed).toMatchObject({ jobId, job: 'upload.parse', code: 'PDF_UNREADABLE' });
    const all = logged.join('');
    expect(all).not.toContain('jane.secret');
    expect(all).not.toContain('INJECTED');
  }, 60_000);
});
