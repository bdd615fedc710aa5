import { dockerAnswers } from './dockerProbe';

/**
 * Which PostgreSQL and Redis the tests use, in this order:
 *  1. DATABASE_URL / REDIS_URL when set;
 *  2. otherwise, when a Docker engine answers, throwaway containers (@testcontainers/postgresql and
 *     @testcontainers/redis), stopped at the end of the run;
 *  3. otherwise the local default ports.
 * TESTCONTAINERS_REQUIRED=1 turns case 3 into an error, for runs that must not touch local services.
 * Each of the two is decided on its own: a set DATABASE_URL with no REDIS_URL starts only Redis.
 */

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Pinned images for the container path; the major versions production uses (docker-compose.yml). */
export const TEST_IMAGES = { postgres: 'postgres:16-alpine', redis: 'redis:7-alpine' } as const;

export type Source = 'environment' | 'container' | 'local';

export interface TestInfrastructure {
  databaseUrl: string;
  redisUrl: string;
  sources: { database: Source; redis: Source };
  /** Stops any container started for the run. */
  stop(): Promise<void>;
}

export interface StartedContainers {
  databaseUrl?: string;
  redisUrl?: string;
  stop(): Promise<void>;
}

export interface InfrastructureDeps {
  env: NodeJS.ProcessEnv;
  dockerAnswers(): Promise<boolean>;
  startContainers(needs: { database: boolean; redis: boolean }): Promise<StartedContainers>;
}

/** The real container path: testcontainers is imported only here, when an engine has answered. */
export async function startContainers(needs: {
  database: boolean;
  redis: boolean;
}): Promise<StartedContainers> {
  const [{ PostgreSqlContainer }, { RedisContainer }] = await Promise.all([
    import('@testcontainers/postgresql'),
    import('@testcontainers/redis'),
  ]);
  const [postgres, redis] = await Promise.all([
    needs.database
      ? new PostgreSqlContainer(TEST_IMAGES.postgres)
          .withUsername('postgres')
          .withDatabase('postgres')
          .start()
      : undefined,
    needs.redis ? new RedisContainer(TEST_IMAGES.redis).start() : undefined,
  ]);
  return {
    databaseUrl: postgres?.getConnectionUri(),
    redisUrl: redis?.getConnectionUrl(),
    stop: async () => {
      await Promise.all([postgres?.stop(), redis?.stop()]);
    },
  };
}

const defaultDeps: InfrastructureDeps = {
  env: process.env,
  dockerAnswers: () => dockerAnswers(process.env),
  startContainers,
};

export async function selectTestInfrastructure(
  deps: InfrastructureDeps = defaultDeps,
): Promise<TestInfrastructure> {
  const { env } = deps;
  const needs = { database: !env.DATABASE_URL, redis: !env.REDIS_URL };
  const none = { stop: async () => {} };
  let containers: StartedContainers = none;
  if (needs.database || needs.redis) {
    if (await deps.dockerAnswers()) {
      containers = await deps.startContainers(needs);
    } else if (env.TESTCONTAINERS_REQUIRED === '1') {
      throw new Error(
        'TESTCONTAINERS_REQUIRED=1 but no Docker engine answers (DOCKER_HOST or /var/run/docker.sock); ' +
          'start one, or set DATABASE_URL and REDIS_URL',
      );
    }
  }
  const pick = (fromEnv: string | undefined, fromContainer: string | undefined, local: string) =>
    fromEnv
      ? { url: fromEnv, source: 'environment' as const }
      : fromContainer
        ? { url: fromContainer, source: 'container' as const }
        : { url: local, source: 'local' as const };
  const database = pick(env.DATABASE_URL, containers.databaseUrl, DEFAULT_DATABASE_URL);
  const redis = pick(env.REDIS_URL, containers.redisUrl, DEFAULT_REDIS_URL);
  return {
    databaseUrl: database.url,
    redisUrl: redis.url,
    sources: { database: database.source, redis: redis.source },
    stop: () => containers.stop(),
  };
}
