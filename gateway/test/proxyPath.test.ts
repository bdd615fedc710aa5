import { type Endpoint, endpoints } from '@rb/contracts';
import { readJson, type StartedApp, startApp } from '@rb/kit/testing';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTemplates } from '../src/routeTemplates';
import { startEchoService, startGateway } from './gatewayFixture';

/**
 * The proxied /api paths skip Express (src/proxyPath.ts); these pin what Express used to do for them:
 * metric labels and OPTIONS answers from the endpoint objects, the client address behind a load
 * balancer for the rate limit, request ids and the access-log line.
 */
describe('route templates', () => {
  /** The Express router the gateway had: one pass-through route per endpoint; the answer names req.route. */
  let oracle: StartedApp;
  beforeAll(async () => {
    const app = express();
    const router = express.Router();
    const method = { GET: 'get', POST: 'post', DELETE: 'delete' } as const;
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      router[method[endpoint.method]](endpoint.path, (_req, _res, next) => next());
    }
    app.use(router);
    app.use((req, res) => {
      // A header, so HEAD answers carry it too.
      res.set('x-route', req.route ? (req.route as { path: string }).path : '').end();
    });
    oracle = await startApp(app);
  });
  afterAll(() => oracle.close());

  const samplePaths = [
    ...new Set((Object.values(endpoints) as Endpoint[]).map((e) => e.path.replaceAll(/:(\w+)/g, 'v1'))),
    '/api/resume/list/',
    '/API/Resume/List',
    '/api/resume/download',
    '/api/resume/v1/versions/2/restore',
    '/api/auth/unknown',
    '/api/jobs',
  ];

  it('labels every method and path as the Express router did', async () => {
    const templates = routeTemplates();
    for (const path of samplePaths) {
      for (const method of ['GET', 'POST', 'DELETE', 'HEAD', 'PUT']) {
        const res = await fetch(`${oracle.url}${path}`, { method });
        await res.arrayBuffer();
        const expected = res.headers.get('x-route') || undefined;
        expect(templates.template(method, path), `${method} ${path}`).toBe(expected);
      }
    }
  });

  it('lists the methods for OPTIONS as the Express router did', async () => {
    const templates = routeTemplates();
    for (const path of samplePaths) {
      const res = await fetch(`${oracle.url}${path}`, { method: 'OPTIONS' });
      const expected = res.headers.get('allow') ?? '';
      await res.arrayBuffer();
      expect(templates.allow(path), path).toBe(expected);
    }
  });
});

describe('the proxy path', () => {
  let auth: StartedApp;
  beforeAll(async () => {
    auth = await startEchoService('auth');
  });
  afterAll(() => auth.close());

  it('limits the client a trusted load balancer names, and ignores the header without one', async () => {
    const statusesFor = async (gatewayUrl: string, forwardedFor: string, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i++) {
        const res = await fetch(`${gatewayUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'x-forwarded-for': forwardedFor },
        });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      return statuses;
    };
    const behindBalancer = await startGateway({
      AUTH_URL: auth.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
      TRUST_PROXY_HOPS: '1',
    });
    const exposed = await startGateway({ AUTH_URL: auth.url, AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      expect(await statusesFor(behindBalancer.url, '203.0.113.1', 3)).toEqual([200, 200, 429]);
      // Another client behind the same balancer has a budget of its own.
      expect(await statusesFor(behindBalancer.url, '203.0.113.2', 1)).toEqual([200]);
      // Facing clients directly, a made-up address buys no fresh budget.
      expect(await statusesFor(exposed.url, '203.0.113.3', 2)).toEqual([200, 200]);
      expect(await statusesFor(exposed.url, '203.0.113.4', 1)).toEqual([429]);
    } finally {
      await behindBalancer.gateway.close();
      await exposed.gateway.close();
    }
  });

  it('answers OPTIONS for an endpoint path itself and proxies it for other paths', async () => {
    const { gateway, url } = await startGateway({ AUTH_URL: auth.url });
    try {
      const own = await fetch(`${url}/api/auth/login`, { method: 'OPTIONS' });
      expect(own.status).toBe(200);
      expect(own.headers.get('allow')).toBe('POST');
      expect(await own.text()).toBe('POST');
      expect(own.headers.get('content-security-policy')).toContain("default-src 'self'");
      const other = await fetch(`${url}/api/auth/other`, { method: 'OPTIONS' });
      expect(await readJson(other)).toMatchObject({ service: 'auth', method: 'OPTIONS' });
    } finally {
      await gateway.close();
    }
  });

  it('makes a request id when the client sent none or a malformed one, and logs one line per request', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const { gateway, url } = await startGateway({ AUTH_URL: auth.url }, logger);
    try {
      for (const sent of [undefined, 'bad id with spaces']) {
        const res = await fetch(`${url}/api/auth/me?x=1`, {
          headers: sent ? { 'x-request-id': sent } : {},
        });
        const id = res.headers.get('x-request-id');
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect((await readJson(res)).requestId).toBe(id);
        await expect
          .poll(() => lines.find((line) => (line.req as { id?: string } | undefined)?.id === id))
          .toMatchObject({
            msg: 'request completed',
            req: { id, method: 'GET', url: '/api/auth/me?x=1' },
            res: { statusCode: 200 },
            responseTime: expect.any(Number),
          });
      }
    } finally {
      await gateway.close();
    }
  });
});
