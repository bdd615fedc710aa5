import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createAuthApp,
  createChallengeStore,
  createLoginThrottle,
  createPasswords,
  unsentMailer,
} from '@rb/auth';
import { createDb, createLogger, createRedis, createTokenService, startMetricsServer } from '@rb/kit';
import {
  labelSets,
  type StartedApp,
  sampleValue,
  scrapeMetrics,
  startApp,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  testDatabaseUrl,
  testEmail,
  testQueuePrefix,
  testRedisUrl,
} from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { startEchoService, startGateway } from './gatewayFixture';

/** The gateway's metrics listener (as main.ts starts it) and the auth service's /metrics, through real calls. */
const db = createDb(testDatabaseUrl(), { max: 2 });
const redis = createRedis(testRedisUrl());
const services: StartedApp[] = [];
let gateway: Gateway;
let url: string;
let metricsServer: Server;
let metricsUrl: string;
let authUrl: string;

beforeAll(async () => {
  const auth = await startApp(
    createAuthApp({
      db,
      tokens: createTokenService(TEST_JWT_SECRET),
      protection: TEST_PROTECTION,
      passwords: await createPasswords(10),
      throttle: createLoginThrottle({
        redis,
        keyPrefix: testQueuePrefix(),
        hash: TEST_PROTECTION.hash,
        maxFailsPerAccountIp: 2,
        maxFailsPerIp: 50,
        windowSeconds: 60,
        backoffAfterFails: 10,
        backoffMaxSeconds: 60,
      }),
      logger: createLogger('metrics-test', 'silent'),
      // Not exercised here: these tests send no mail.
      mailer: unsentMailer(createLogger('metrics-test', 'silent')),
      publicUrl: 'http://localhost',
      challenges: createChallengeStore(redis, testQueuePrefix()),
      // Not exercised here: these tests delete no account.
      eraseFromRedis: async () => ({ jobs: 0, stillRunning: 0, keys: 0 }),
      ready: async () => {},
    }),
  );
  const resume = await startEchoService('resume-echo');
  services.push(auth, resume);
  authUrl = auth.url;
  ({ gateway, url } = await startGateway({ AUTH_URL: auth.url, RESUME_URL: resume.url }));
  metricsServer = await startMetricsServer(0, '127.0.0.1');
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`;
});
afterAll(async () => {
  metricsServer?.close();
  await gateway?.close();
  await Promise.all(services.map((s) => s.close()));
  await db.destroy();
  redis.disconnect();
});

describe('gateway and auth metrics', () => {
  it('labels gateway requests by endpoint template, on a listener apart from the public port', async () => {
    const res = await fetch(`${url}/api/jobs/3f0c7a9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f`);
    expect(res.status).toBe(200);
    await fetch(`${url}/no/such/page`);

    const gatewayMetrics = await scrapeMetrics(metricsUrl);
    const routes = labelSets(gatewayMetrics, 'http_request_duration_seconds')
      .filter((l) => l.service === 'gateway')
      .map((l) => l.route);
    expect(routes).toContain('/api/jobs/:id');
    // The raw URL (an id) never becomes a label value.
    expect(routes.some((r) => r?.includes('3f0c7a9e'))).toBe(false);
    expect(gatewayMetrics.has('process_cpu_user_seconds_total')).toBe(true);

    // The public port does not serve them.
    const publicMetrics = await fetch(`${url}/metrics`);
    expect(await publicMetrics.text()).not.toContain('http_request_duration_seconds');
  });

  it('counts login failures and throttled attempts in the auth service', async () => {
    const before = await scrapeMetrics(`${authUrl}/metrics`);
    const failuresBefore = sampleValue(before, 'rb_login_failures_total') ?? 0;
    const email = testEmail('metrics');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 429]);

    const after = await scrapeMetrics(`${authUrl}/metrics`);
    expect(sampleValue(after, 'rb_login_failures_total')).toBe(failuresBefore + 2);
    expect(sampleValue(after, 'rb_login_throttled_total', { limit: 'account-ip' })).toBeGreaterThanOrEqual(1);
    expect(labelSets(after, 'http_request_duration_seconds')).toContainEqual({
      service: 'auth',
      method: 'POST',
      route: '/api/auth/login',
      status: '429',
    });
  });
});
