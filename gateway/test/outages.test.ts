import path from 'node:path';
import { LEGAL_VERSION } from '@rb/contracts';
import { createDb, createLogger, createTokenService, recordAudit, repoRoot } from '@rb/kit';
import { type FreezableProxy, type OwnRedis, startFreezableProxy, startOwnRedis } from '@rb/kit/outages';
import {
  insertTestUser,
  type StartedApp,
  startApp,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  testDatabaseUrl,
} from '@rb/kit/testing';
import { createLegalApp, loadDocumentHashes } from '@rb/legal';
import { type Stack, startStack } from '@rb/resume/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { startGateway } from './gatewayFixture';

/**
 * Item 9: with Redis stopped or PostgreSQL frozen, every answer is a prompt 503 and service comes back
 * by itself. Redis is a redis-server of this file's own; PostgreSQL is reached through a proxy we freeze.
 */
const tokens = createTokenService(TEST_JWT_SECRET);
const directDb = createDb(testDatabaseUrl(), { max: 2 });
let redis: OwnRedis;
let proxy: FreezableProxy;
let proxiedDb: ReturnType<typeof createDb>;
let stack: Stack;
let legal: StartedApp;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  redis = await startOwnRedis();
  const target = new URL(testDatabaseUrl());
  proxy = await startFreezableProxy(target.hostname, Number(target.port || 5432));
  const proxiedUrl = new URL(target);
  proxiedUrl.host = `127.0.0.1:${proxy.port}`;
  proxiedDb = createDb(proxiedUrl.toString(), { max: 4 });
  stack = await startStack({
    workerQueues: 'score',
    extraEnv: { REDIS_URL: redis.url, JWT_SECRET: TEST_JWT_SECRET },
  });
  const hashes = await loadDocumentHashes(path.join(repoRoot, 'web', 'public', 'legal'));
  legal = await startApp(
    createLegalApp({
      db: proxiedDb,
      tokens,
      hashes,
      keyring: TEST_PROTECTION.keyring,
      logger: createLogger('legal-outage'),
      ready: async () => {
        await sql`select 1`.execute(proxiedDb);
      },
    }),
  );
  ({ gateway, url } = await startGateway({
    REDIS_URL: redis.url,
    QUEUE_PREFIX: stack.prefix,
    RESUME_URL: stack.url,
    // Every upstream must be ready for the gateway to be: the legal app stands in for auth and admin.
    LEGAL_URL: legal.url,
    AUTH_URL: legal.url,
    ADMIN_URL: legal.url,
  }));
}, 60_000);
afterAll(async () => {
  proxy?.thaw();
  await gateway?.close();
  await legal?.close();
  await stack?.close();
  await proxiedDb?.destroy();
  await proxy?.close();
  await redis?.close();
  await directDb.destroy();
}, 30_000);

/** Status, body code and how long the answer took. */
async function timed(route: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(`${url}${route}`, init);
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return { status: res.status, code: body.code, ms: performance.now() - started };
}

const score = (token: string) =>
  timed('/api/ats/score-resume', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      htmlResume: '<p>Python and SQL</p>',
      jobDescription: 'Python SQL data engineer role',
    }),
  });

describe('Redis down', () => {
  it('answers 503 UNAVAILABLE within 2 s, then recovers by itself', async () => {
    const user = await stack.createUser('outage');
    expect((await score(user.token)).status).toBe(200);

    await redis.stop();
    const during = await Promise.all([
      score(user.token),
      timed('/api/jobs/00000000-0000-4000-8000-000000000000', { headers: user.headers }),
      timed('/readyz'),
    ]);
    for (const answer of during) {
      expect(answer).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(answer.ms).toBeLessThan(2000);
    }

    await redis.start();
    await expect
      .poll(async () => (await score(user.token)).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
  }, 30_000);
});

describe('PostgreSQL frozen', () => {
  it('answers 503 within 2 s, and /readyz sees it through the upstream', async () => {
    const user = await insertTestUser(directDb, tokens);
    const agree = () =>
      timed('/api/legal/agree', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ documentType: 'tos', version: LEGAL_VERSION }),
      });
    expect((await timed('/readyz')).status).toBe(200);

    proxy.freeze();
    const during = await Promise.all([agree(), agree(), timed('/readyz')]);
    for (const answer of during) {
      expect(answer).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(answer.ms).toBeLessThan(2000);
    }

    proxy.thaw();
    await expect
      .poll(async () => (await timed('/readyz')).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
  }, 30_000);

  it('fails an audit write at once instead of letting the request wait out a second query', async () => {
    // A sign-in wrote its audit record and then its session, each waiting out the frozen database in
    // turn (8 s under npm run chaos): the record's failure must end the request.
    proxy.freeze();
    const started = performance.now();
    const written = recordAudit(proxiedDb, { actorId: null, event: 'sign-in', outcome: 'failure' });
    await expect(written).rejects.toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(performance.now() - started).toBeLessThan(2000);
    proxy.thaw();
  }, 30_000);
});
