import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp, finishApp } from '../src/app';
import { readJson, type StartedApp, startApp } from '../src/testing';

const lines: Record<string, unknown>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
let app: StartedApp;

beforeAll(async () => {
  const service = createServiceApp({ name: 'logged', logger, ready: async () => {} });
  service.get('/quiet', (req, res) => {
    res.json({ id: req.id });
  });
  service.get('/chatty', (req, res) => {
    req.log.warn('something worth a line');
    res.json({ id: req.id });
  });
  service.get('/boom', () => {
    throw new Error('internals');
  });
  app = await startApp(finishApp(service));
});

afterAll(async () => {
  await app.close();
});

const linesOf = (id: string) => lines.filter((line) => (line.req as { id?: string } | undefined)?.id === id);

describe('access log', () => {
  it('keeps a well-formed x-request-id and writes one line per request with its fields', async () => {
    const res = await fetch(`${app.url}/quiet?page=2`, { headers: { 'x-request-id': 'gw-123' } });
    expect(res.headers.get('x-request-id')).toBe('gw-123');
    expect(await readJson(res)).toEqual({ id: 'gw-123' });
    await expect.poll(() => linesOf('gw-123')).toHaveLength(1);
    expect(linesOf('gw-123')[0]).toMatchObject({
      msg: 'request completed',
      req: { id: 'gw-123', method: 'GET', url: '/quiet?page=2' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('writes no credential a client put in the URL: tokens are refused there, and logs outlive them', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl';
    const res = await fetch(`${app.url}/chatty?access_token=${jwt}&page=2&password=hunter2&note=${jwt}`, {
      headers: { 'x-request-id': 'gw-url' },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => linesOf('gw-url')).toHaveLength(2);
    const written = JSON.stringify(linesOf('gw-url'));
    expect(written).not.toContain('eyJ');
    expect(written).not.toContain('hunter2');
    // What is not a credential stays, so the line still says which call it was.
    expect(linesOf('gw-url')[1]).toMatchObject({
      req: { url: '/chatty?access_token=[redacted]&page=2&password=[redacted]&note=[redacted]' },
    });
  });

  it("binds a handler's own lines to the request id", async () => {
    const res = await fetch(`${app.url}/chatty`, { headers: { 'x-request-id': 'gw-456' } });
    expect(res.status).toBe(200);
    await expect.poll(() => linesOf('gw-456')).toHaveLength(2);
    expect(linesOf('gw-456').map((line) => line.msg)).toEqual([
      'something worth a line',
      'request completed',
    ]);
  });

  it('makes an id for a malformed one, names a 500 "request errored", and leaves probes out', async () => {
    const before = lines.length;
    const missing = await fetch(`${app.url}/quiet`, { headers: { 'x-request-id': 'bad id' } });
    const id = missing.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${app.url}/healthz`);
    await expect.poll(() => linesOf(id)).toHaveLength(1);
    const failed = await fetch(`${app.url}/boom`, { headers: { 'x-request-id': 'gw-789' } });
    expect(failed.status).toBe(500);
    await expect
      .poll(() => linesOf('gw-789').find((line) => line.msg !== 'unhandled error'))
      .toMatchObject({ msg: 'request errored', res: { statusCode: 500 } });
    expect(lines.slice(before).some((line) => (line.req as { url?: string }).url === '/healthz')).toBe(false);
  });
});
