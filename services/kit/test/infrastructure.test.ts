import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTlsProblem, type InfrastructureSettings, redisEvictionProblem } from '../src/infrastructure';
import { createRedis } from '../src/redis';
import { repoRoot } from '../src/repoRoot';

/** Our own redis-servers (never the shared one, whose policy must not be touched), one per policy. */
const servers: ChildProcess[] = [];
const urls: Record<'lru' | 'noeviction', string> = { lru: '', noeviction: '' };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startRedis(policy: string): Promise<string> {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const server = spawn('redis-server', [...args, '--maxmemory-policy', policy], { stdio: 'ignore' });
  servers.push(server);
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    const client = createRedis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => {}); // refused until the server is up: that is what the loop waits out
    try {
      await client.connect();
      await client.ping();
      return url;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      client.disconnect();
    }
  }
  throw new Error(`redis-server on ${port} did not start`);
}

beforeAll(async () => {
  urls.lru = await startRedis('allkeys-lru');
  urls.noeviction = await startRedis('noeviction');
});
afterAll(() => {
  for (const server of servers) server.kill();
});

const production = (overrides: Partial<InfrastructureSettings> = {}): InfrastructureSettings => ({
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal:5432/rb?sslmode=verify-full',
  REDIS_URL: urls.noeviction,
  ALLOW_UNVERIFIED_DATABASE_TLS: false,
  ALLOW_REDIS_EVICTION: false,
  ...overrides,
});

describe('production infrastructure checks', () => {
  it('refuses a Redis that may evict keys, unless explicitly allowed', async () => {
    expect(await redisEvictionProblem(production({ REDIS_URL: urls.lru }))).toMatch(
      /maxmemory-policy is "allkeys-lru".*noeviction/,
    );
    expect(await redisEvictionProblem(production())).toBeUndefined();
    expect(
      await redisEvictionProblem(production({ REDIS_URL: urls.lru, ALLOW_REDIS_EVICTION: true })),
    ).toBeUndefined();
    expect(
      await redisEvictionProblem(production({ REDIS_URL: urls.lru, NODE_ENV: 'development' })),
    ).toBeUndefined();
  });

  it('refuses a PostgreSQL URL that does not verify TLS, unless explicitly allowed', () => {
    expect(databaseTlsProblem(production())).toBeUndefined();
    expect(
      databaseTlsProblem(production({ DATABASE_URL: 'postgres://app@db/rb?sslmode=verify-ca' })),
    ).toBeUndefined();
    for (const url of [
      'postgres://app@db/rb',
      'postgres://app@db/rb?sslmode=require',
      'postgres://app@db/rb?sslmode=disable',
    ]) {
      expect(databaseTlsProblem(production({ DATABASE_URL: url })), url).toMatch(/verify-full/);
      expect(
        databaseTlsProblem(production({ DATABASE_URL: url, ALLOW_UNVERIFIED_DATABASE_TLS: true })),
      ).toBeUndefined();
    }
    expect(
      databaseTlsProblem(production({ DATABASE_URL: 'postgres://app@db/rb', NODE_ENV: 'test' })),
    ).toBeUndefined();
  });

  // Two real process starts (tsx compiles on the fly): slow on a loaded machine, hence the budget.
  it('stops the real auth process at start on either problem', { timeout: 90_000 }, () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'services/auth/src/main.ts')], {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 40_000,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          JWT_SECRET: randomBytes(48).toString('base64'),
          GATEWAY_SECRET: randomBytes(32).toString('base64'),
          DATA_KEYS: `k1:${randomBytes(32).toString('base64')}`,
          DATA_KEY_ID: 'k1',
          LOOKUP_KEY: randomBytes(32).toString('base64'),
          DATABASE_URL: 'postgres://app@127.0.0.1:1/rb?sslmode=verify-full',
          REDIS_URL: urls.noeviction,
          PORT: '1',
          ...env,
        },
      });
    const evicting = run({ REDIS_URL: urls.lru });
    expect(evicting.status).toBe(1);
    expect(evicting.stderr).toMatch(/REDIS_URL: maxmemory-policy is "allkeys-lru"/);
    const plainDb = run({ DATABASE_URL: 'postgres://app@127.0.0.1:1/rb' });
    expect(plainDb.status).toBe(1);
    expect(plainDb.stderr).toMatch(/DATABASE_URL: needs sslmode=verify-full/);
  });
});
