/**
 * The production build, end to end: bundle every entry point, then run some bundles with plain `node`
 * (no tsx) against this run's PostgreSQL and Redis, as the images do. Slow-ish (one esbuild run), so it
 * starts only what covers the build's own risks: the migrations the migrate bundle must carry, a service
 * (kit, a native dependency), the workers (which fork a file copied beside them) and the gateway (which
 * finds repository files from repoRoot, at another depth in dist/ than in src/).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@rb/kit';
import { testDatabaseUrl, testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './buildServer';
import { SERVER_ENTRIES, serverBundlesStale } from './lib/serverBundles.mjs';

const run = promisify(execFile);
const children: ChildProcess[] = [];

const env = () => ({
  PATH: process.env.PATH,
  NODE_ENV: 'test',
  DATABASE_URL: testDatabaseUrl(),
  REDIS_URL: testRedisUrl(),
  QUEUE_PREFIX: testQueuePrefix(),
  JWT_SECRET: 'build-test-secret-that-is-at-least-32-bytes',
  DATA_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
  DATA_KEY_ID: 'k1',
  LOG_LEVEL: 'warn',
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts a bundle and waits until `url` answers 200, or fails with the process's output. */
async function startBundle(file: string, extraEnv: Record<string, string>, url: string): Promise<void> {
  const child = spawn(process.execPath, [file], { cwd: repoRoot, env: { ...env(), ...extraEnv } });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${file} exited ${child.exitCode}: ${output}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${file} did not answer ${url}: ${output}`);
}

describe('npm run build:server', () => {
  beforeAll(async () => {
    await buildServer();
  }, 180_000);

  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });

  it('emits every entry point and the files the bundles load at run time', () => {
    for (const out of Object.values(SERVER_ENTRIES))
      expect(existsSync(path.join(repoRoot, out)), out).toBe(true);
    expect(existsSync(path.join(repoRoot, 'workers/dist/pdfTextChild.mjs'))).toBe(true);
  });

  it('leaves nothing stale, so the next npm start skips bundling', () => {
    expect(serverBundlesStale(repoRoot)).toBe(false);
  });

  it('runs the migrations from the bundle (they are compiled in, not looked up as .ts files)', async () => {
    const { stdout } = await run(process.execPath, ['scripts/dist/migrate.js'], {
      cwd: repoRoot,
      env: env(),
    });
    expect(stdout).toMatch(/^auth: up to date$/m);
    expect(stdout).toMatch(/^resume: up to date$/m);
  }, 60_000);

  it('starts a service and the workers with plain node; both answer /healthz and /readyz', async () => {
    const port = await freePort();
    await startBundle(
      'services/auth/dist/main.js',
      { PORT: String(port) },
      `http://127.0.0.1:${port}/readyz`,
    );
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const health = await freePort();
    await startBundle(
      'workers/dist/main.js',
      { HEALTH_PORT: String(health), WORKER_QUEUES: 'parse,score' },
      `http://127.0.0.1:${health}/readyz`,
    );
    expect((await fetch(`http://127.0.0.1:${health}/healthz`)).status).toBe(200);
  }, 120_000);

  it('starts the gateway from gateway/dist, finding the repository files from there', async () => {
    const port = await freePort();
    await startBundle('gateway/dist/main.js', { PORT: String(port) }, `http://127.0.0.1:${port}/healthz`);
    // Served from <root>/web/public/legal: a wrong root (bundles sit deeper than the sources) is a 404.
    const res = await fetch(`http://127.0.0.1:${port}/legal/privacy-policy.html`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/privacy/i);
  }, 120_000);
});
