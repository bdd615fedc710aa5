import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJson } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { startGateway } from './gatewayFixture';

/**
 * An upstream that outlives PROXY_TIMEOUT_MS has received the request: the client gets a 504 once the
 * timeout passes, and the request is not sent again (http-proxy reports the abort as a reset, the
 * error a dropped keep-alive connection gives, which is retried).
 */
let upstream: http.Server;
let gateway: Gateway;
let url: string;
let received = 0;

beforeAll(async () => {
  upstream = http.createServer((req) => {
    received++;
    req.resume(); // and never answer
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  ({ gateway, url } = await startGateway({ AUTH_URL: `http://127.0.0.1:${port}`, PROXY_TIMEOUT_MS: '1000' }));
});
afterAll(async () => {
  await gateway.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('gateway proxy timeout', () => {
  it('answers 504 and sends a GET only once', async () => {
    const res = await fetch(`${url}/api/auth/me`);
    expect(res.status).toBe(504);
    expect(await readJson(res)).toEqual({
      error: 'The request took too long. Please try again.',
      code: 'TIMEOUT',
    });
    expect(received).toBe(1);
  });
});
