import { createServer, type Server } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp, finishApp } from '../src/app';
import { createDb } from '../src/db';
import { HttpError } from '../src/httpError';
import { createLogger } from '../src/logger';
import { readJson, type StartedApp, startApp, testDatabaseUrl } from '../src/testing';

/** A TCP server that accepts connections and never answers: PostgreSQL hanging rather than refusing. */
let silent: Server;
let app: StartedApp;
const hanging: import('node:net').Socket[] = [];

function buildApp(databaseUrl: string) {
  const db = createDb(databaseUrl, { max: 2 });
  const service = createServiceApp({
    name: 'probe',
    logger: createLogger('probe'),
    ready: async () => {
      await sql`select 1`.execute(db);
    },
  });
  service.get('/db', async (_req, res) => {
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    res.json(rows[0]);
  });
  service.post('/echo', (req, res) => {
    res.json(req.body);
  });
  service.get('/boom', () => {
    throw new Error('secret internals');
  });
  service.get('/teapot', () => {
    throw new HttpError(409, 'CONFLICT', 'Already there.');
  });
  return { app: finishApp(service), db };
}

beforeAll(async () => {
  silent = createServer((socket) => hanging.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  app = await startApp(buildApp(testDatabaseUrl()).app);
});
afterAll(async () => {
  for (const socket of hanging) socket.destroy();
  silent.close();
  await app.close();
});

describe('service app', () => {
  it('answers health and readiness and echoes a request id', async () => {
    const health = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toBe('abc-123');
    expect(health.headers.get('x-powered-by')).toBeNull();
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    const generated = await fetch(`${app.url}/healthz`, {
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets no cache keep an answer and computes no ETag', async () => {
    const res = await fetch(`${app.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ private: 'resume text' }),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    const db = await fetch(`${app.url}/db`);
    expect(db.headers.get('cache-control')).toBe('no-store');
    expect(db.headers.get('etag')).toBeNull();
  });

  it('maps errors to JSON without internals', async () => {
    const boom = await fetch(`${app.url}/boom`);
    expect(boom.status).toBe(500);
    expect(await readJson(boom)).toEqual({ error: 'Internal error', code: 'INTERNAL' });
    const conflict = await fetch(`${app.url}/teapot`);
    expect(conflict.status).toBe(409);
    expect(await readJson(conflict)).toEqual({ error: 'Already there.', code: 'CONFLICT' });
    const missing = await fetch(`${app.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).code).toBe('NOT_FOUND');
  });

  it('rejects malformed and oversized JSON bodies', async () => {
    const post = (body: string) =>
      fetch(`${app.url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const bad = await post('{nope');
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).code).toBe('VALIDATION');
    const big = await post(JSON.stringify({ text: 'x'.repeat(200_000) }));
    expect(big.status).toBe(413);
    expect((await readJson(big)).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await readJson(await post('{"ok":true}'))).toEqual({ ok: true });
  });

  it('answers a body it cannot decompress with a 400, not a 500', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await fetch(`${app.url}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: 'not compressed at all',
      });
      expect(res.status, encoding).toBe(400);
      expect(await readJson(res)).toEqual({
        error: 'Invalid request: the body could not be decompressed.',
        code: 'VALIDATION',
        fields: ['body'],
      });
    }
  });

  it('queries the real database', async () => {
    expect(await readJson(await fetch(`${app.url}/db`))).toEqual({ one: 1 });
  });

  it.each([
    ['refuses connections', () => 'postgres://postgres@127.0.0.1:1/none'],
    [
      'never answers',
      () => `postgres://postgres@127.0.0.1:${(silent.address() as { port: number }).port}/none`,
    ],
  ])('answers 503 within 5 s when PostgreSQL %s', async (_label, url) => {
    const { app: down, db } = buildApp(url());
    const started = await startApp(down);
    try {
      const t0 = Date.now();
      const res = await fetch(`${started.url}/db`);
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(res.status).toBe(503);
      expect((await readJson(res)).code).toBe('UNAVAILABLE');
      expect((await fetch(`${started.url}/readyz`)).status).toBe(503);
    } finally {
      await started.close();
      await db.destroy().catch(() => {});
    }
  });
});
