import { randomUUID } from 'node:crypto';
import { queuesResponseSchema } from '@rb/contracts';
import {
  aiStatusKey,
  createDb,
  createKeyring,
  createLogger,
  createQueue,
  createRedis,
  createTokenService,
  JobEndTally,
  loadConfig,
  recordAiCall,
  recordGuardRefusal,
  sealJobData,
} from '@rb/kit';
import {
  insertTestUser,
  type StartedApp,
  startApp,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  testDatabaseUrl,
  testQueuePrefix,
  testRedisUrl,
} from '@rb/kit/testing';
import { QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp } from '../src/app';
import { createOperations, type Operations } from '../src/operations';

const tokens = createTokenService(TEST_JWT_SECRET);
const keyring = createKeyring(loadConfig({}));
const db = createDb(testDatabaseUrl(), { max: 2 });
const prefix = testQueuePrefix();
const connection = createRedis(testRedisUrl());
const queue = createQueue('render', connection, prefix);
const events = new QueueEvents('render', { connection: createRedis(testRedisUrl()), prefix });
/** A render worker whose jobs fail for good with the stable code, or succeed when the html says so. */
const worker = new Worker(
  'render',
  async (job) => {
    if ((job.data as { requestId: string }).requestId === 'ok') return { done: true };
    throw new UnrecoverableError('RENDERER_UNAVAILABLE');
  },
  { connection: createRedis(testRedisUrl()), prefix },
);
let operations: Operations;
let app: StartedApp;

beforeAll(async () => {
  operations = createOperations(connection, prefix);
  app = await startApp(
    createAdminApp({
      db,
      tokens,
      protection: TEST_PROTECTION,
      logger: createLogger('ops-test', 'silent'),
      ready: async () => {},
      operations,
    }),
  );
  await events.waitUntilReady();
});
afterAll(async () => {
  await app.close();
  await worker.close();
  await events.close();
  await operations.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await connection.quit();
  await db.destroy();
});

const secret = 'Jane Doe private resume text';
async function runJob(requestId: string) {
  const data = sealJobData(keyring, randomUUID(), requestId, { html: `<p>${secret}</p>`, format: 'pdf' });
  const job = await queue.add('resume.render', data, { jobId: randomUUID(), attempts: 1 });
  await job.waitUntilFinished(events, 10_000).catch(() => undefined);
  return String(job.id);
}

const call = (method: string, path: string, token?: string) =>
  fetch(`${app.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('operations console API', () => {
  it('answers 401 without a token and 403 to users, on every endpoint', async () => {
    const user = await insertTestUser(db, tokens, 'user');
    const paths: [string, string][] = [
      ['GET', '/api/admin/queues'],
      ['POST', `/api/admin/jobs/render/${randomUUID()}/retry`],
      ['DELETE', `/api/admin/jobs/render/${randomUUID()}`],
    ];
    for (const [method, path] of paths) {
      expect((await call(method, path)).status).toBe(401);
      expect((await call(method, path, user.token)).status).toBe(403);
    }
  });

  it('shows counts, throughput, workers and failed jobs without their payload, and retries and removes them', async () => {
    await runJob('ok');
    const failedId = await runJob('fails');
    const admin = await insertTestUser(db, tokens, 'admin');

    // What the workers add to the console's rollup as jobs end (workers/src/queueWorker.ts).
    const tally = new JobEndTally(connection, prefix);
    tally.add('render', { outcome: 'completed', durationMs: 120 });
    tally.add('render', { outcome: 'failed' });
    await tally.flush();
    await recordAiCall(connection, prefix, true);
    await recordAiCall(connection, prefix, false);
    await recordGuardRefusal(connection, prefix, ['fact-added']);
    const res = await call('GET', '/api/admin/queues', admin.token);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(secret);
    const render = queuesResponseSchema.parse(JSON.parse(text)).queues.find((q) => q.queue === 'render');
    expect(render).toMatchObject({ failed: 1, workers: 1, failedLastHour: 1 });
    // The last hour from the rollup: one job a minute ago at most, of about 120 ms.
    expect(render?.completedByMinute.at(-1)).toBe(1);
    expect(render?.completedPerMinute).toBeCloseTo(1 / 60);
    expect(render?.p50Ms).toBeGreaterThanOrEqual(120);
    expect(render?.p95Ms).toBeLessThanOrEqual(144);
    const reply = queuesResponseSchema.parse(JSON.parse(text));
    expect(reply.ai).toBeNull();
    expect(reply.aiCalls).toEqual({ calls: 2, errors: 1, refused: { 'fact-added': 1 } });
    expect(render?.failedJobs).toEqual([
      expect.objectContaining({
        id: failedId,
        name: 'resume.render',
        code: 'RENDERER_UNAVAILABLE',
        attempts: 1,
      }),
    ]);

    // What an ai worker reports when its provider's circuit opens (workers/src/startWorkers.ts).
    const ai = {
      engine: 'openai',
      model: 'llama3.2:latest',
      discovered: true,
      circuit: 'open',
      since: new Date().toISOString(),
    };
    await connection.set(aiStatusKey(prefix), JSON.stringify(ai));
    const withAi = queuesResponseSchema.parse(
      await (await call('GET', '/api/admin/queues', admin.token)).json(),
    );
    expect(withAi.ai).toEqual(ai);

    expect((await call('POST', `/api/admin/jobs/render/${failedId}/retry`, admin.token)).status).toBe(200);
    await (await queue.getJob(failedId))?.waitUntilFinished(events, 10_000).catch(() => undefined);
    const audit = await db
      .selectFrom('audit_log')
      .select(['event', 'details'])
      .where('actor_id', '=', admin.id)
      .execute();
    expect(audit).toEqual([{ event: 'admin-job-retry', details: { queue: 'render', jobId: failedId } }]);

    expect((await call('DELETE', `/api/admin/jobs/render/${failedId}`, admin.token)).status).toBe(200);
    expect(await queue.getJob(failedId)).toBeUndefined();
    const removal = await db
      .selectFrom('audit_log')
      .select(['event', 'details'])
      .where('actor_id', '=', admin.id)
      .where('event', '=', 'admin-job-remove')
      .execute();
    expect(removal).toEqual([{ event: 'admin-job-remove', details: { queue: 'render', jobId: failedId } }]);
    expect((await call('DELETE', `/api/admin/jobs/render/${failedId}`, admin.token)).status).toBe(404);
    expect((await call('POST', `/api/admin/jobs/nosuchqueue/${failedId}/retry`, admin.token)).status).toBe(
      404,
    );
  });

  it("refuses BullMQ's own keys and other non-ids as job ids with a 404, never touching them or a 5xx", async () => {
    const admin = await insertTestUser(db, tokens, 'admin');
    await runJob('ok');
    const metaKey = `${prefix}:render:meta`;
    const meta = await connection.hgetall(metaKey);
    expect(Object.keys(meta).length).toBeGreaterThan(0);
    for (const id of [
      'meta',
      'id',
      'events',
      'failed',
      'completed',
      'wait',
      'stalled-check',
      '1',
      'x'.repeat(128),
    ]) {
      for (const [method, path] of [
        ['DELETE', `/api/admin/jobs/render/${id}`],
        ['POST', `/api/admin/jobs/render/${id}/retry`],
      ] as const) {
        const res = await call(method, path, admin.token);
        expect({ id, method, status: res.status }).toEqual({ id, method, status: 404 });
      }
    }
    expect(await connection.hgetall(metaKey)).toEqual(meta);
    // A well-formed id that names no job is a 404 as well.
    expect((await call('DELETE', `/api/admin/jobs/render/${randomUUID()}`, admin.token)).status).toBe(404);
  });
});
