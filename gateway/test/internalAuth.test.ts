import http from 'node:http';
import path from 'node:path';
import { ACCEPTANCE_DOCUMENTS, LEGAL_VERSION } from '@rb/contracts';
import {
  createDb,
  createLogger,
  createTokenService,
  decryptJson,
  type Envelope,
  GATEWAY_SECRET_HEADER,
  type LegalClient,
  repoRoot,
} from '@rb/kit';
import {
  insertTestUser,
  type StartedApp,
  startApp,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  testDatabaseUrl,
} from '@rb/kit/testing';
import { createLegalApp, loadDocumentHashes } from '@rb/legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { startGateway } from './gatewayFixture';

/** Item 12: a service answers the gateway only, so a forged forwarded address never reaches the legal log. */
const db = createDb(testDatabaseUrl(), { max: 2 });
const tokens = createTokenService(TEST_JWT_SECRET);
const SECRET = 'gateway-secret-for-this-test-0123456789';
let legal: StartedApp;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  const hashes = await loadDocumentHashes(path.join(repoRoot, 'web', 'public', 'legal'));
  legal = await startApp(
    createLegalApp({
      db,
      tokens,
      hashes,
      keyring: TEST_PROTECTION.keyring,
      logger: createLogger('legal-test'),
      ready: async () => {},
      gatewaySecret: SECRET,
    }),
  );
  ({ gateway, url } = await startGateway({ LEGAL_URL: legal.url, GATEWAY_SECRET: SECRET }));
});
afterAll(async () => {
  await gateway.close();
  await legal.close();
  await db.destroy();
});

const FORGED = '203.0.113.66';
const document = ACCEPTANCE_DOCUMENTS[0]?.key;

const agree = (base: string, token: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/legal/agree`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-forwarded-for': FORGED,
      ...headers,
    },
    body: JSON.stringify({ documentType: document, version: LEGAL_VERSION }),
  });

/** The recorded client addresses, opened with the keyring (they rest sealed). */
const storedIps = async (userId: string) =>
  (await db.selectFrom('legal_acceptances').select('client').where('user_id', '=', userId).execute()).map(
    (row) => decryptJson<LegalClient>(TEST_PROTECTION.keyring, row.client as Envelope).ip,
  );

describe('gateway → service authentication', () => {
  it('refuses a direct request without the secret or with a wrong one, and stores nothing', async () => {
    const user = await insertTestUser(db, tokens);
    const missing = await agree(legal.url, user.token);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({
      error: 'Services are reachable through the gateway only.',
      code: 'FORBIDDEN',
    });
    const wrong = await agree(legal.url, user.token, { [GATEWAY_SECRET_HEADER]: `${SECRET}x` });
    expect(wrong.status).toBe(403);
    expect(await storedIps(user.id)).toEqual([]);
  });

  it('keeps the probes open to orchestrators', async () => {
    expect((await fetch(`${legal.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${legal.url}/readyz`)).status).toBe(200);
  });

  it('records the real client address for a call through the gateway, not the forged one', async () => {
    const user = await insertTestUser(db, tokens);
    expect((await agree(url, user.token)).status).toBe(201);
    expect(await storedIps(user.id)).toEqual(['127.0.0.1']);
  });

  it('sends the secret with a request that waits for 100 Continue (curl does above 1 MB, as do many clients)', async () => {
    const user = await insertTestUser(db, tokens);
    const body = JSON.stringify({ documentType: document, version: LEGAL_VERSION });
    // fetch cannot send Expect, so node:http: the body goes once the gateway has answered 100 Continue.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = http.request(`${url}/api/legal/agree`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${user.token}`,
          expect: '100-continue',
        },
      });
      req.on('continue', () => req.end(body));
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
    });
    expect(status).toBe(201);
    expect(await storedIps(user.id)).toEqual(['127.0.0.1']);
  });
});
