import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
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
import { freePort, testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { QueueEvents } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { workerConfigShape } from '../src/config';
import { startWorkers } from '../src/startWorkers';
import { heavyResume } from './heavyResume';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const base = loadConfig({});
const keyring = createKeyring(base);
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

const waitFor = async (check: () => Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A producer and an event listener on the real Redis, counting completions per job id. */
async function queueFor(name: 'render' | 'score', prefix: string, redisUrl = testRedisUrl()) {
  const connection = createRedis(redisUrl);
  const queue = createQueue(name, connection, prefix);
  const events = new QueueEvents(name, { connection: createRedis(redisUrl), prefix });
  const completions = new Map<string, number>();
  events.on('completed', ({ jobId }) => completions.set(jobId, (completions.get(jobId) ?? 0) + 1));
  await events.waitUntilReady();
  cleanups.push(async () => {
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  });
  return { queue, events, completions };
}

/** `tsx workers/src/main.ts` as its own process group, so kill -9 takes its Chromium down with it. */
function spawnWorker(prefix: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'workers/src/main.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      WORKER_QUEUES: 'render',
      QUEUE_PREFIX: prefix,
      RENDER_PAGES: '1',
      LOCK_DURATION_MS: '2000',
      STALLED_INTERVAL_MS: '1000',
      LOG_LEVEL: 'silent',
    },
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  });
  return child;
}

describe('worker faults', () => {
  it('a render worker killed with SIGKILL mid-job: a new worker completes the job exactly once', async () => {
    const prefix = testQueuePrefix();
    const { queue, completions } = await queueFor('render', prefix);
    const first = spawnWorker(prefix);
    await waitFor(async () => (await queue.getWorkers()).length > 0, 30_000, 'the first worker');

    const jobId = randomUUID();
    const payload = { format: 'pdf', template: 'classic', resume: heavyResume() };
    await queue.add('resume.render', sealJobData(keyring, 'owner-1', 'req-1', payload), {
      ...defaultJobOptions,
      jobId,
    });
    await waitFor(async () => (await queue.getJobState(jobId)) === 'active', 20_000, 'the job to start');
    process.kill(-(first.pid as number), 'SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(completions.get(jobId)).toBeUndefined();

    spawnWorker(prefix);
    await waitFor(async () => completions.has(jobId), 40_000, 'the job to complete on the new worker');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(completions.get(jobId)).toBe(1);
    const job = await queue.getJob(jobId);
    const file = openEnvelope(keyring, job?.returnvalue) as { base64: string };
    expect(Buffer.from(file.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  }, 90_000);

  it('workers ride out a Redis outage (a proxy closed and reopened) without restarting', async () => {
    const target = new URL(testRedisUrl());
    const open = new Set<Socket>();
    const proxy = (): Server =>
      createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
    let server = proxy();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const closeProxy = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      });
    cleanups.push(closeProxy);

    const prefix = testQueuePrefix();
    const { queue, completions } = await queueFor('score', prefix);
    const healthPort = await freePort();
    const ready = async () => (await fetch(`http://127.0.0.1:${healthPort}/readyz`)).status;
    const config = loadConfig(workerConfigShape, {
      ...process.env,
      HEALTH_PORT: String(healthPort),
      WORKER_QUEUES: 'score',
      QUEUE_PREFIX: prefix,
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    const workers = await startWorkers(config, createLogger('faults'));
    cleanups.push(() => workers.close());

    const submit = async () => {
      const jobId = randomUUID();
      const payload = {
        htmlResume: '<p>Python</p>',
        jobDescription: 'Python developer wanted for data work',
      };
      await queue.add('resume.score', sealJobData(keyring, 'owner', 'req', payload), {
        ...defaultJobOptions,
        jobId,
      });
      return jobId;
    };
    const before = await submit();
    await waitFor(async () => completions.has(before), 10_000, 'a job before the outage');

    expect(await ready()).toBe(200);

    await closeProxy();
    const during = await submit();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(completions.has(during)).toBe(false);
    expect(await ready()).toBe(503);

    server = proxy();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await waitFor(async () => completions.has(during), 30_000, 'the job queued during the outage');
    expect(workers.workers.every((w) => w.isRunning())).toBe(true);
    expect(await ready()).toBe(200);
  }, 60_000);
});
