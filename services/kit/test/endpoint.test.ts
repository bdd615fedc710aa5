import { randomUUID } from 'node:crypto';
import { endpoints } from '@rb/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceApp, finishApp } from '../src/app';
import { createDb, type Database } from '../src/db';
import { endpointRouter } from '../src/endpoint';
import { createLogger } from '../src/logger';
import {
  insertTestUser,
  readJson,
  type StartedApp,
  startApp,
  TEST_JWT_SECRET,
  testDatabaseUrl,
} from '../src/testing';
import { createTokenService } from '../src/tokens';

const tokens = createTokenService(TEST_JWT_SECRET);
let pool: Kysely<Database>;
let app: StartedApp;
/** Database statements and guard calls made since the last reset: validation must come before both. */
let queries = 0;
let guarded = 0;
const headers: Record<'user' | 'admin', Record<string, string>> = { user: {}, admin: {} };

async function signedIn(role: 'user' | 'admin'): Promise<Record<string, string>> {
  const { token } = await insertTestUser(pool, tokens, role);
  return { authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  pool = createDb(testDatabaseUrl(), { max: 2 });
  const db = pool.withPlugin({
    transformQuery: (args) => {
      queries++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  const service = createServiceApp({
    name: 'probe',
    logger: createLogger('probe', 'silent'),
    ready: async () => {},
  });
  const { router, mount } = endpointRouter({
    auth: { tokens, db },
    guards: () => [
      (_req, _res, next) => {
        guarded++;
        next();
      },
    ],
  });
  mount(endpoints.legalLogs, async ({ query }) => ({
    logs: [],
    nextBefore: query.before ?? String(query.limit),
  }));
  mount(endpoints.deleteResume, async () => ({ success: true as const }));
  mount(endpoints.register, async ({ body }) => ({ success: true as const, token: body.email }));
  mount(endpoints.scoreResume, async ({ req }) => ({ jobId: req.jobId }) as never);
  service.use(router);
  app = await startApp(finishApp(service));
  headers.user = await signedIn('user');
  headers.admin = await signedIn('admin');
});
afterAll(async () => {
  await app?.close();
  await pool?.destroy();
});
beforeEach(() => {
  queries = 0;
  guarded = 0;
});

const get = (path: string, who: keyof typeof headers) =>
  fetch(`${app.url}${path}`, { headers: headers[who] });

describe('endpointRouter', () => {
  it('refuses a bad or unknown query with 400 before touching the database or the guards', async () => {
    for (const path of ['/api/admin/legal-logs?limit=0', '/api/admin/legal-logs?limit=5&role=admin']) {
      const res = await get(path, 'admin');
      expect(res.status, path).toBe(400);
      expect((await readJson(res)).code).toBe('VALIDATION');
    }
    expect(queries).toBe(0);
    expect(guarded).toBe(0);
  });

  it('applies the schema (coercion, defaults) and then the user row, role and guards', async () => {
    const ok = await get('/api/admin/legal-logs?limit=5', 'admin');
    expect(ok.status).toBe(200);
    expect(await readJson(ok)).toEqual({ logs: [], nextBefore: '5' });
    expect(queries).toBe(1);
    expect(guarded).toBe(1);
    const forbidden = await get('/api/admin/legal-logs', 'user');
    expect(forbidden.status).toBe(403);
    expect(guarded).toBe(1);
  });

  it('refuses a malformed X-Job-Id with 400 before touching the database or the guards', async () => {
    const score = (jobId: string) =>
      fetch(`${app.url}/api/ats/score-resume`, {
        method: 'POST',
        headers: { ...headers.user, 'content-type': 'application/json', 'x-job-id': jobId },
        body: JSON.stringify({
          htmlResume: '<p>Python</p>',
          jobDescription: 'Python developer for data pipelines',
        }),
      });
    const bad = await score('abc:def');
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toMatchObject({ code: 'VALIDATION', fields: ['X-Job-Id'] });
    expect(queries).toBe(0);
    expect(guarded).toBe(0);
    const jobId = randomUUID();
    const good = await score(jobId.toUpperCase());
    expect(await readJson(good)).toEqual({ jobId });
  });

  it('answers a missing or bad token with 401 before validating', async () => {
    const missing = await fetch(`${app.url}/api/admin/legal-logs?limit=0`);
    expect(missing.status).toBe(401);
    const forged = await fetch(`${app.url}/api/admin/legal-logs`, {
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(forged.status).toBe(401);
    expect(queries).toBe(0);
  });

  it('treats a path parameter that fails its schema as not found', async () => {
    const bad = await fetch(`${app.url}/api/resume/not-a-uuid`, { method: 'DELETE', headers: headers.user });
    expect(bad.status).toBe(404);
    expect(await readJson(bad)).toEqual({ error: 'Resume not found.', code: 'NOT_FOUND' });
    expect(queries).toBe(0);
    const good = await fetch(`${app.url}/api/resume/${randomUUID()}`, {
      method: 'DELETE',
      headers: headers.user,
    });
    expect(good.status).toBe(200);
  });

  it('answers with the declared status and refuses unknown body keys on public endpoints', async () => {
    const post = (body: object) =>
      fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const valid = { firstName: 'A', lastName: 'B', email: 'a@example.test', password: 'long enough' };
    const created = await post(valid);
    expect(created.status).toBe(201);
    expect(await readJson(created)).toEqual({ success: true, token: 'a@example.test' });
    const extra = await post({ ...valid, role: 'admin' });
    expect(extra.status).toBe(400);
    expect(await readJson(extra)).toMatchObject({ code: 'VALIDATION', fields: ['role'] });
    expect(queries).toBe(0);
  });

  it('refuses a body that is not JSON with 415 saying so, before touching the database', async () => {
    const valid = JSON.stringify({ firstName: 'A', lastName: 'B', email: 'a@example.test', password: 'x' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: valid,
      });
      expect(res.status, type).toBe(415);
      expect(await readJson(res)).toEqual({
        error: 'Send the request body as JSON (Content-Type: application/json).',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    expect(queries).toBe(0);
    // No body at all (a POST still says Content-Length: 0) is no body of the wrong type: the schema decides.
    const empty = await fetch(`${app.url}/api/auth/register`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(await readJson(empty)).toMatchObject({ code: 'VALIDATION' });
  });
});
