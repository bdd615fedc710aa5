import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import {
  createKeyring,
  createLogger,
  createQueue,
  createRedis,
  defaultJobOptions,
  loadConfig,
  openEnvelope,
  sealJobData,
} from '@rb/kit';
import { testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerConfigShape } from '../src/config';
import { type RunningWorkers, startWorkers } from '../src/startWorkers';
import { heavyResume } from './heavyResume';

/**
 * A render worker on a machine without Chromium must keep running: DOCX still renders, each PDF job
 * fails at once with RENDERER_UNAVAILABLE (no retries), and /readyz says why. Before, the worker threw
 * "No Chromium found" at start and exited, which under `npm start` stopped every other process too.
 */
describe('render worker without a browser', () => {
  const prefix = testQueuePrefix();
  const keyring = createKeyring(loadConfig({}));
  const connection = createRedis(testRedisUrl());
  const queue = createQueue('render', connection, prefix);
  const events = new QueueEvents('render', { connection: createRedis(testRedisUrl()), prefix });
  let healthPort = 0;
  let workers: RunningWorkers;

  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    healthPort = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const config = loadConfig(workerConfigShape, {
      ...process.env,
      WORKER_QUEUES: 'render',
      QUEUE_PREFIX: prefix,
      HEALTH_PORT: String(healthPort),
      CHROMIUM_PATH: '/nonexistent/chromium',
    });
    workers = await startWorkers(config, createLogger('render-degraded'));
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await workers?.close();
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  });

  const render = (format: 'pdf' | 'docx') =>
    queue.add(
      'resume.render',
      sealJobData(keyring, 'owner', 'req', { format, template: 'classic', resume: heavyResume() }),
      { ...defaultJobOptions, jobId: randomUUID() },
    );

  it('stays up and reports why on /readyz', async () => {
    expect(workers.workers.every((w) => w.isRunning())).toBe(true);
    const res = await fetch(`http://127.0.0.1:${healthPort}/readyz`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { problems: string[] };
    expect(body.problems).toEqual([
      expect.stringMatching(/PDF rendering unavailable: CHROMIUM_PATH .* does not exist/),
    ]);
    expect(body.problems[0]).toContain('apt-get install chromium-headless-shell');
  });

  it('fails a PDF job at once with RENDERER_UNAVAILABLE and still renders DOCX', async () => {
    const pdf = await render('pdf');
    await expect(pdf.waitUntilFinished(events, 15_000)).rejects.toThrow('RENDERER_UNAVAILABLE');
    expect((await queue.getJob(String(pdf.id)))?.attemptsMade).toBe(1);

    const docx = await render('docx');
    const file = openEnvelope(keyring, await docx.waitUntilFinished(events, 15_000)) as { base64: string };
    expect(Buffer.from(file.base64, 'base64').subarray(0, 2).toString()).toBe('PK');
  });
});
