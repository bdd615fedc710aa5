import { readJson } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayBefore } from './gatewayFixture';

/**
 * An upstream that outlives PROXY_TIMEOUT_MS has received the request: the client gets a 504 once the
 * timeout passes, and the request is not sent again (http-proxy reports the abort as a reset, the
 * error a dropped keep-alive connection gives, which is retried).
 */
let system: Awaited<ReturnType<typeof startGatewayBefore>>;
let url: string;
let received = 0;

beforeAll(async () => {
  system = await startGatewayBefore(
    (req) => {
      received++;
      req.resume(); // and never answer
    },
    { PROXY_TIMEOUT_MS: '1000' },
  );
  url = system.url;
});
afterAll(() => system.close());

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
