import { createDb, createLogger, createRedis, createTokenService, type Revocation } from '@rb/kit';
import { startApp, TEST_JWT_SECRET, testDatabaseUrl, testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { sql } from 'kysely';
import { createAuthApp } from '../src/app';
import { createLoginThrottle } from '../src/loginThrottle';
import { createPasswords } from '../src/passwords';

export interface AuthFixtureOptions {
  databaseUrl?: string;
  maxFailsPerAccount?: number;
  maxFailsPerIp?: number;
}

/** The auth app on real PostgreSQL and Redis, with its own Redis key prefix. */
export async function startAuth(options: AuthFixtureOptions = {}) {
  const db = createDb(options.databaseUrl ?? testDatabaseUrl(), { max: 4 });
  const redis = createRedis(testRedisUrl());
  const tokens = createTokenService(TEST_JWT_SECRET);
  /** What the app published for the gateways (main.ts sends it through Redis pub/sub). */
  const revocations: Revocation[] = [];
  const app = createAuthApp({
    db,
    tokens,
    passwords: await createPasswords(10),
    throttle: createLoginThrottle({
      redis,
      keyPrefix: testQueuePrefix(),
      maxFailsPerAccount: options.maxFailsPerAccount ?? 5,
      maxFailsPerIp: options.maxFailsPerIp ?? 50,
      windowSeconds: 60,
    }),
    logger: createLogger('auth-test'),
    ready: async () => {
      await sql`select 1`.execute(db);
    },
    publishRevocation: async (revocation) => void revocations.push(revocation),
  });
  const started = await startApp(app);
  const post = (path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${started.url}/api/auth/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    url: started.url,
    db,
    tokens,
    revocations,
    post,
    async close() {
      await started.close();
      await db.destroy();
      redis.disconnect();
    },
  };
}
