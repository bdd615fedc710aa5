import path from 'node:path';
import { createAdminApp } from '@rb/admin';
import {
  createAuthApp,
  createChallengeStore,
  createLoginThrottle,
  createPasswords,
  unsentMailer,
} from '@rb/auth';
import { ACCEPTANCE_DOCUMENTS, LEGAL_VERSION, legalLogsResponseSchema } from '@rb/contracts';
import { createDb, createLogger, createRedis, createTokenService, decryptJson, repoRoot } from '@rb/kit';
import {
  insertTestUser,
  readJson,
  type StartedApp,
  startApp,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  testDatabaseUrl,
  testEmail,
  testQueuePrefix,
  testRedisUrl,
} from '@rb/kit/testing';
import { createLegalApp, loadDocumentHashes } from '@rb/legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { startEchoService, startGateway } from './gatewayFixture';

/** The SPEC's registration flow through the real gateway and the real auth, legal and admin services. */
const db = createDb(testDatabaseUrl(), { max: 4 });
const redis = createRedis(testRedisUrl());
const tokens = createTokenService(TEST_JWT_SECRET);
const logger = createLogger('flow-test');
const services: StartedApp[] = [];
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  const ready = async () => {};
  const auth = await startApp(
    createAuthApp({
      db,
      tokens,
      protection: TEST_PROTECTION,
      passwords: await createPasswords(10),
      throttle: createLoginThrottle({
        redis,
        keyPrefix: testQueuePrefix(),
        hash: TEST_PROTECTION.hash,
        maxFailsPerAccountIp: 5,
        maxFailsPerIp: 50,
        windowSeconds: 60,
        backoffAfterFails: 10,
        backoffMaxSeconds: 60,
      }),
      logger,
      // Not exercised here: these tests send no mail.
      mailer: unsentMailer(logger),
      publicUrl: 'http://localhost',
      challenges: createChallengeStore(redis, testQueuePrefix()),
      // Not exercised here: these tests delete no account.
      eraseFromRedis: async () => ({ jobs: 0, stillRunning: 0, keys: 0 }),
      ready,
    }),
  );
  const hashes = await loadDocumentHashes(path.join(repoRoot, 'web', 'public', 'legal'));
  const legal = await startApp(
    createLegalApp({ db, tokens, keyring: TEST_PROTECTION.keyring, hashes, logger, ready }),
  );
  const admin = await startApp(createAdminApp({ db, tokens, protection: TEST_PROTECTION, logger, ready }));
  const resume = await startEchoService('resume');
  services.push(auth, legal, admin, resume);
  ({ gateway, url } = await startGateway({
    AUTH_URL: auth.url,
    LEGAL_URL: legal.url,
    ADMIN_URL: admin.url,
    RESUME_URL: resume.url,
  }));
});
afterAll(async () => {
  await gateway.close();
  await Promise.all(services.map((s) => s.close()));
  await db.destroy();
  redis.disconnect();
});

const call = (method: string, route: string, body?: unknown, token?: string) =>
  fetch(`${url}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'flow-test-browser',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('registration flow through the gateway', () => {
  it('registers, records the four agreements with the client address, and shows them to an admin', async () => {
    const email = testEmail('flow');
    const registered = await call('POST', '/api/auth/register', {
      firstName: 'Flow',
      lastName: 'Test',
      email,
      password: 'flow password',
    });
    expect(registered.status).toBe(201);
    const { token } = await readJson<{ token: string }>(registered);

    const agreements = await Promise.all(
      ACCEPTANCE_DOCUMENTS.map((d) =>
        call('POST', '/api/legal/agree', { documentType: d.key, version: LEGAL_VERSION }, token),
      ),
    );
    // 503 would mean the web's legal files are missing from web/public/legal.
    expect(agreements.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const rows = await db
      .selectFrom('legal_acceptances')
      .select(['client', 'username'])
      .where('username', '=', email)
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows)
      expect(decryptJson(TEST_PROTECTION.keyring, row.client)).toEqual({
        ip: '127.0.0.1',
        userAgent: 'flow-test-browser',
      });

    expect((await call('GET', '/api/admin/legal-logs', undefined, token)).status).toBe(403);
    const admin = await insertTestUser(db, tokens, 'admin');
    const logs = legalLogsResponseSchema.parse(
      await (await call('GET', '/api/admin/legal-logs?limit=1000', undefined, admin.token)).json(),
    );
    expect(
      logs.logs
        .filter((l) => l.username === email)
        .map((l) => l.document)
        .sort(),
    ).toEqual(['disclaimer', 'eula', 'privacy', 'tos']);

    const login = await call('POST', '/api/auth/login', { email, password: 'flow password' });
    expect(login.status).toBe(200);
  });
});
