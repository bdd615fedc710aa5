import { readJson } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayBefore } from './gatewayFixture';

/**
 * Item 10: an upstream resetting a connection (it is draining for a restart) costs an idempotent
 * request nothing: the gateway sends it once more. A request with a body is not sent twice.
 */
let system: Awaited<ReturnType<typeof startGatewayBefore>>;
let url: string;
/** Requests the upstream received; the first `resets` of each test are answered by resetting the connection. */
let received: string[] = [];
/** The forwarding headers of each request received. */
let forwarded: string[] = [];
let resets = 1;

beforeAll(async () => {
  system = await startGatewayBefore((req, res) => {
    received.push(req.method ?? '');
    forwarded.push(
      ['for', 'port', 'proto', 'host'].map((h) => `${h}=${req.headers[`x-forwarded-${h}`]}`).join(' '),
    );
    req.resume();
    if (received.length <= resets) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  url = system.url;
});
afterAll(() => system.close());

describe('gateway retry on a reset upstream connection', () => {
  it('sends a GET once more and answers it, forwarded as the first was', async () => {
    received = [];
    forwarded = [];
    const res = await fetch(`${url}/api/auth/me`);
    expect(res.status).toBe(200);
    expect(received).toEqual(['GET', 'GET']);
    // One client, one hop: the retry must not name the client (or port, or scheme) twice.
    expect(forwarded[0]).toMatch(/^for=[^,]+ port=\d+ proto=http host=127\.0\.0\.1:\d+$/);
    expect(forwarded[1]).toBe(forwarded[0]);
  });

  it('sends it once more only: a second reset is a 503', async () => {
    received = [];
    resets = 2;
    const res = await fetch(`${url}/api/auth/me`);
    resets = 1;
    expect(res.status).toBe(503);
    expect((await readJson(res)).code).toBe('UNAVAILABLE');
    expect(received).toEqual(['GET', 'GET']);
  });

  it('does not send a POST with a body twice', async () => {
    received = [];
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.c","password":"x"}',
    });
    expect(res.status).toBe(503);
    expect(received).toEqual(['POST']);
  });
});
