import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDataProtection, emailLookupHash, normaliseEmail } from './dataProtection';
import { createDb, type Database } from './db';
import { encryptJson } from './keyring';
import { migrateAll, type ServiceMigrations } from './migrate';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL } from './testing/infrastructure';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenService } from './tokens';

/**
 * Helpers for integration tests against the real PostgreSQL and Redis, chosen once per run by
 * selectTestInfrastructure() (testing/infrastructure.ts: DATABASE_URL / REDIS_URL, else containers
 * when Docker answers, else the local default ports). The root vitest global setup exports the choice
 * as DATABASE_URL / REDIS_URL, makes one database per run and exports it as RB_TEST_DATABASE_URL;
 * tests read them through testDatabaseUrl() and testRedisUrl().
 */

export * from './testing/infrastructure';

const suffix = () => randomBytes(5).toString('hex');

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Creates `rb_test_<random>` on the server of DATABASE_URL. With `migrations` (the root vitest global
 * setup, benchmarks) it runs them; without, it copies the run's migrated template database
 * (RB_TEST_TEMPLATE_DATABASE, made by the global setup), so no test needs to know every service's
 * migrations and kit never reaches up into the services.
 */
export async function createTestDatabase(
  options: { migrations?: readonly ServiceMigrations[]; template?: boolean } = {},
  serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
): Promise<TestDatabase> {
  const name = `rb_test_${suffix()}${options.template ? '_template' : ''}`;
  if (options.migrations) {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const db = createDb(databaseUrl(serverUrl, name), { max: 2, timeouts: 'maintenance' });
    try {
      await migrateAll(db, options.migrations);
    } finally {
      await db.destroy();
    }
  } else {
    const template = process.env.RB_TEST_TEMPLATE_DATABASE;
    if (!template)
      throw new Error('RB_TEST_TEMPLATE_DATABASE is not set: run tests through the root vitest config');
    // A template must have no open connections while it is copied: nothing but this ever connects to it.
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  }
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The migrated database of this test run (made by the root vitest global setup). */
export function testDatabaseUrl(): string {
  const url = process.env.RB_TEST_DATABASE_URL;
  if (!url) throw new Error('RB_TEST_DATABASE_URL is not set: run tests through the root vitest config');
  return url;
}

export const testRedisUrl = (): string => process.env.REDIS_URL ?? DEFAULT_REDIS_URL;

/**
 * A queue/key prefix no other run or test file shares. Under the root vitest config it starts with the
 * run's prefix (startTestRun), so the run's teardown can remove every key its tests left in Redis.
 */
export const testQueuePrefix = (): string => {
  const run = process.env.RB_TEST_RUN_ID;
  return run ? `rbtest_${run}_${suffix()}` : `rbtest_${suffix()}`;
};

/**
 * Names this test run (the root vitest global setup calls it; test files inherit the environment) and
 * returns the prefix every testQueuePrefix() of the run starts with: one no other run's prefix starts
 * with, whether that run is named (another random id) or not (10 hex digits and no `_`).
 */
export function startTestRun(): string {
  const run = randomBytes(4).toString('hex');
  process.env.RB_TEST_RUN_ID = run;
  return `rbtest_${run}_`;
}

/**
 * Deletes every Redis key that starts with `prefix` (SCAN and UNLINK; never a FLUSH, since the Redis
 * may be shared with development and other runs). Returns how many keys went.
 */
export async function removeKeysWithPrefix(redisUrl: string, prefix: string): Promise<number> {
  if (!prefix) throw new Error('removeKeysWithPrefix needs a prefix: an empty one would match every key');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let removed = 0;
  try {
    // The prefix is matched literally: glob characters in it are escaped.
    const match = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    for await (const keys of redis.scanStream({ match, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length) removed += await redis.unlink(...keys);
    }
  } finally {
    await redis.quit();
  }
  return removed;
}

/** A unique e-mail for a test user. */
export const testEmail = (label = 'user'): string => `${label}.${suffix()}@example.test`;

export interface StartedApp {
  url: string;
  close(): Promise<void>;
}

/** Listens on an ephemeral port of 127.0.0.1 and returns the base URL. */
export async function startApp(app: Express): Promise<StartedApp> {
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A response body as JSON, typed loosely for assertions (fetch's json() is `unknown`). */
export const readJson = async <T = Record<string, unknown> & { error?: string; code?: string }>(
  res: Response,
): Promise<T> => (await res.json()) as T;

/** JWT secret for apps built in tests. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens that must all be refused for the given subject: expired, signed with another secret,
 * `alg: none`, and without `exp`. Hand-made, since jsonwebtoken would not produce most of them.
 */
export function badTokens(
  { sub, role, email, ver }: { sub: string; role: string; email: string; ver: number },
  secret = TEST_JWT_SECRET,
): Record<'expired' | 'wrongSignature' | 'algNone' | 'noExp', string> {
  // Only the identity claims: a verified token's own exp/iat must not leak into the forged ones. The
  // registered claims are right, so each token is refused for the one fault it is named after.
  const subject = {
    sub,
    role,
    email,
    ver,
    jti: randomUUID(),
    fam: randomUUID(),
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
  };
  const now = Math.floor(Date.now() / 1000);
  const signed = (payload: object, key: string) => {
    const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`;
    return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
  };
  return {
    expired: signed({ ...subject, iat: now - 3600, exp: now - 1800 }, secret),
    wrongSignature: signed({ ...subject, iat: now, exp: now + 600 }, `${secret}-not`),
    algNone: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...subject, iat: now, exp: now + 600 })}.`,
    noExp: signed({ ...subject, iat: now }, secret),
  };
}

/** Keys of the rows test helpers write; pass it to code under test that must find those rows. */
export const TEST_PROTECTION = createDataProtection({
  DATA_KEYS: new Map([['test', randomBytes(32)]]),
  DATA_KEY_ID: 'test',
  LOOKUP_KEY: randomBytes(32),
});

/** A users row's personal columns, sealed and hashed with TEST_PROTECTION, and a password no one knows. */
export function testUserColumns(email: string) {
  const { keyring, hash } = TEST_PROTECTION;
  return {
    email_hash: emailLookupHash(hash, email),
    email_enc: encryptJson(keyring, normaliseEmail(email)),
    name_enc: encryptJson(keyring, { firstName: 'Test', lastName: 'User' }),
    password_hash: '!',
    // Verified, as most tests' users act after opening their mail; a test of the unverified sets null.
    email_verified_at: new Date(),
  };
}

export interface TestUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
  token: string;
}

/**
 * A user row written straight into the database (no auth service needed) and a token for it. The
 * password hash is not a bcrypt hash, so this user cannot log in with a password.
 */
export async function insertTestUser<DB extends Database>(
  db: Kysely<DB>,
  tokens: TokenService,
  role: 'user' | 'admin' = 'user',
  label: string = role,
): Promise<TestUser> {
  const email = testEmail(label);
  const row = await (db as unknown as Kysely<Database>)
    .insertInto('users')
    .values({ ...testUserColumns(email), role })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  // A chain on record, as a login starts one: a token whose chain is unknown is refused.
  const issued = tokens.issue({ sub: row.id, role, email, ver: row.token_version });
  await (db as unknown as Kysely<Database>)
    .insertInto('token_families')
    .values({ id: issued.fam, user_id: row.id, current_jti: issued.jti, expires_at: issued.expiresAt })
    .execute();
  return { id: row.id, email, role, token: issued.token };
}

export * from './testChatServer';
export * from './testGrowth';
export * from './testing/storeSearch';
export * from './testMetrics';
export * from './testPdfs';
export * from './testProcesses';
