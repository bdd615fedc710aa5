import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { createDb, createTokenService, GATEWAY_SECRET_HEADER } from '@rb/kit';
import { freePort } from '@rb/kit/outages';
import {
  insertTestUser,
  startProcess,
  TEST_JWT_SECRET,
  testDatabaseUrl,
  testQueuePrefix,
  testRedisUrl,
} from '@rb/kit/testing';
import { describe, expect, it } from 'vitest';

/**
 * Item 10: SIGTERM while a request waits for its job. The service keeps serving that request for as
 * long as the job may take (JOB_WAIT_MS), past the old fixed 10 s deadline, then exits cleanly;
 * meanwhile its supervisor has been told to start a replacement on the port it no longer listens on.
 */
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const GATEWAY_SECRET = 'shutdown-test-gateway-secret-0123456789';

describe('resume service shutdown', () => {
  it('finishes a job wait longer than 10 s after SIGTERM, then exits 0', async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: testQueuePrefix(),
      PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      GATEWAY_SECRET,
      DATA_KEYS: `k1:${randomBytes(32).toString('base64')}`,
      DATA_KEY_ID: 'k1',
      JOB_WAIT_MS: '30000',
    };
    // With an IPC channel, as npm start's supervisor runs it.
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const draining = new Promise((resolve) => child.on('message', resolve));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${base}/readyz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000, interval: 200 },
      )
      .toBe(200);

    const db = createDb(testDatabaseUrl(), { max: 1 });
    const user = await insertTestUser(db, createTokenService(TEST_JWT_SECRET));
    await db.destroy();
    // No worker serves the queue yet: the request waits.
    const answer = fetch(`${base}/api/ats/score-resume`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${user.token}`,
        'x-job-id': randomUUID(),
        [GATEWAY_SECRET_HEADER]: GATEWAY_SECRET,
      },
      body: JSON.stringify({
        htmlResume: '<p>Python and SQL</p>',
        jobDescription: 'Python SQL engineer role',
      }),
    }).then(
      (res) => res.status,
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill('SIGTERM');
    // At once it tells its supervisor it is draining, and its port is free for the replacement to
    // bind, while the request above still waits.
    expect(await draining).toEqual({ draining: 'SIGTERM' });
    const replacement = net.createServer();
    await new Promise<void>((resolve, reject) => {
      replacement.once('error', reject);
      replacement.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => replacement.close(resolve));

    // Past the old deadline, a worker comes along and finishes the job.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    // A worker process, as in production: nothing imports the workers package.
    const worker = await startProcess({
      entry: 'workers/src/main.ts',
      env: { ...env, WORKER_QUEUES: 'score' },
      portVariable: 'HEALTH_PORT',
    });
    try {
      expect(await answer).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      await worker.stop();
    }
  }, 90_000);
});
