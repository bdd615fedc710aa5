import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
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
 * long as the job may take (JOB_WAIT_MS), past the old fixed 10 s deadline, then exits cleanly.
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
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
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
