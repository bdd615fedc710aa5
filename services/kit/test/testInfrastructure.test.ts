import { mkdtempSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dockerAnswers, dockerEndpoints } from '../src/testing/dockerProbe';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  type InfrastructureDeps,
  selectTestInfrastructure,
  startContainers,
} from '../src/testing/infrastructure';

const containerUrls = {
  databaseUrl: 'postgres://postgres:x@127.0.0.1:32768/postgres',
  redisUrl: 'redis://127.0.0.1:32769',
};

function deps(env: NodeJS.ProcessEnv, docker: boolean) {
  const stop = vi.fn(async () => {});
  const start = vi.fn(async (needs: { database: boolean; redis: boolean }) => ({
    databaseUrl: needs.database ? containerUrls.databaseUrl : undefined,
    redisUrl: needs.redis ? containerUrls.redisUrl : undefined,
    stop,
  }));
  const probe = vi.fn(async () => docker);
  const injected: InfrastructureDeps = { env, dockerAnswers: probe, startContainers: start };
  return { injected, probe, start, stop };
}

describe('selectTestInfrastructure', () => {
  it('uses DATABASE_URL and REDIS_URL when set, without asking Docker', async () => {
    const env = {
      DATABASE_URL: 'postgres://db.test/x',
      REDIS_URL: 'redis://redis.test:6379',
      TESTCONTAINERS_REQUIRED: '1',
    };
    const { injected, probe, start } = deps(env, false);
    const chosen = await selectTestInfrastructure(injected);
    expect(chosen).toMatchObject({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
    expect(chosen.sources).toEqual({ database: 'environment', redis: 'environment' });
    expect(probe).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('starts containers when Docker answers, and stops them at the end', async () => {
    const { injected, start, stop } = deps({}, true);
    const chosen = await selectTestInfrastructure(injected);
    expect(start).toHaveBeenCalledWith({ database: true, redis: true });
    expect(chosen).toMatchObject(containerUrls);
    expect(chosen.sources).toEqual({ database: 'container', redis: 'container' });
    await chosen.stop();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('starts only what the environment does not name', async () => {
    const { injected, start } = deps({ DATABASE_URL: 'postgres://db.test/x' }, true);
    const chosen = await selectTestInfrastructure(injected);
    expect(start).toHaveBeenCalledWith({ database: false, redis: true });
    expect(chosen.sources).toEqual({ database: 'environment', redis: 'container' });
    expect(chosen.redisUrl).toBe(containerUrls.redisUrl);
  });

  it('falls back to the local default ports without Docker', async () => {
    const { injected, start } = deps({}, false);
    const chosen = await selectTestInfrastructure(injected);
    expect(start).not.toHaveBeenCalled();
    expect(chosen).toMatchObject({ databaseUrl: DEFAULT_DATABASE_URL, redisUrl: DEFAULT_REDIS_URL });
    expect(chosen.sources).toEqual({ database: 'local', redis: 'local' });
    await chosen.stop();
  });

  it('makes a missing engine an error with TESTCONTAINERS_REQUIRED=1', async () => {
    const { injected, start } = deps(
      { TESTCONTAINERS_REQUIRED: '1', REDIS_URL: 'redis://redis.test:6379' },
      false,
    );
    await expect(selectTestInfrastructure(injected)).rejects.toThrow(
      /TESTCONTAINERS_REQUIRED=1 but no Docker engine/,
    );
    expect(start).not.toHaveBeenCalled();
  });

  it('has a real container path: testcontainers modules load and are what it starts', async () => {
    const [{ PostgreSqlContainer }, { RedisContainer }] = await Promise.all([
      import('@testcontainers/postgresql'),
      import('@testcontainers/redis'),
    ]);
    expect(typeof PostgreSqlContainer.prototype.start).toBe('function');
    expect(typeof RedisContainer.prototype.start).toBe('function');
    // Nothing needed, nothing started: the path runs end to end without an engine.
    const none = await startContainers({ database: false, redis: false });
    expect(none).toMatchObject({ databaseUrl: undefined, redisUrl: undefined });
    await none.stop();
  });
});

describe('dockerAnswers', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const listen = (handler: RequestListener) =>
    new Promise<string>((resolve) => {
      const socketPath = path.join(mkdtempSync(path.join(tmpdir(), 'rb-docker-')), 'docker.sock');
      server = createServer(handler).listen(socketPath, () => resolve(socketPath));
    });

  it('answers false at once when no engine is configured or installed (this machine, CI)', async () => {
    const env = { XDG_RUNTIME_DIR: mkdtempSync(path.join(tmpdir(), 'rb-run-')) };
    const endpoints = dockerEndpoints(env);
    // Only a real system socket could be found; none exists on the machines this runs on.
    expect(endpoints.every((e) => 'socketPath' in e && e.socketPath.startsWith('/var/run'))).toBe(true);
    expect(await dockerAnswers({ DOCKER_HOST: 'ssh://nowhere' })).toBe(false);
  });

  it('reads DOCKER_HOST as a unix socket or a TCP address', () => {
    expect(dockerEndpoints({ DOCKER_HOST: 'unix:///tmp/d.sock' })).toEqual([{ socketPath: '/tmp/d.sock' }]);
    expect(dockerEndpoints({ DOCKER_HOST: 'tcp://10.0.0.5:2376' })).toEqual([
      { host: '10.0.0.5', port: 2376 },
    ]);
  });

  it('answers true when an engine answers /_ping on the socket', async () => {
    const socketPath = await listen((req, res) => {
      res.statusCode = req.url === '/_ping' ? 200 : 404;
      res.end('OK');
    });
    expect(await dockerAnswers({ DOCKER_HOST: `unix://${socketPath}` })).toBe(true);
  });

  it('answers false when the socket exists but nothing answers in time', async () => {
    const socketPath = await listen(() => {
      // never answers
    });
    expect(await dockerAnswers({ DOCKER_HOST: `unix://${socketPath}` }, 200)).toBe(false);
  });
});
