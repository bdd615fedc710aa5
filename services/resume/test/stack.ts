import {
  createDb,
  createFailFastRedis,
  createKeyring,
  createLogger,
  createTokenService,
  type Keyring,
  loadConfig,
} from '@rb/kit';
import { startApp, testDatabaseUrl, testEmail, testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { type RunningWorkers, startWorkers, workerConfigShape } from '@rb/workers/runtime';
import { createResumeApp } from '../src/app';
import type { ResumeDb, ResumeTables } from '../src/db';
import { JobClient } from '../src/jobClient';
import { ResumeStore } from '../src/resumeStore';

export interface StackOptions {
  aiDailyLimit?: number;
  /** Queues served by in-process workers; none when a test runs its own worker processes. */
  workerQueues?: string;
  waitMs?: number;
  databaseUrl?: string;
  prefix?: string;
  extraEnv?: Record<string, string>;
  /** Per-user requests per minute (all endpoints); effectively unlimited unless a test sets it. */
  rateLimitPerMinute?: number;
}

export interface TestUser {
  id: string;
  token: string;
  headers: Record<string, string>;
}

/**
 * The resume service on an ephemeral port plus in-process workers, on the real PostgreSQL and Redis,
 * with a queue prefix of its own so parallel test files never share jobs.
 */
export async function startStack(options: StackOptions = {}) {
  const prefix = options.prefix ?? testQueuePrefix();
  const env = {
    ...process.env,
    QUEUE_PREFIX: prefix,
    REDIS_URL: testRedisUrl(),
    RENDER_PAGES: '1',
    PARSE_TIMEOUT_MS: '5000',
    ...options.extraEnv,
  };
  const base = loadConfig({}, env);
  const logger = createLogger('test', process.env.LOG_LEVEL ?? 'silent');
  const keyring: Keyring = createKeyring(base);
  const db = createDb(options.databaseUrl ?? testDatabaseUrl(), {
    max: 4,
  }).withTables<ResumeTables>() as ResumeDb;
  const jobs = new JobClient({ redisUrl: base.REDIS_URL, prefix, keyring, waitMs: options.waitMs ?? 30_000 });
  const queues = options.workerQueues ?? 'ai,score,parse,render';
  const workers: RunningWorkers | undefined = queues
    ? await startWorkers(loadConfig(workerConfigShape, { ...env, WORKER_QUEUES: queues }), logger)
    : undefined;
  const redis = createFailFastRedis(base.REDIS_URL);
  redis.on('error', () => undefined);
  const app = createResumeApp({
    config: {
      AI_DAILY_LIMIT: options.aiDailyLimit ?? 7,
      RATE_LIMIT_PER_MINUTE: options.rateLimitPerMinute ?? 10_000,
      COSTLY_RATE_LIMIT_PER_MINUTE: 10_000,
    },
    db,
    keyring,
    store: new ResumeStore(db, keyring),
    jobs,
    logger,
    tokens: createTokenService(base.JWT_SECRET),
    redis,
  });
  await jobs.ready();
  const server = await startApp(app);
  const tokens = createTokenService(base.JWT_SECRET);

  async function createUser(label = 'jobs'): Promise<TestUser> {
    const email = testEmail(label);
    const row = await db
      .insertInto('users')
      .values({ email, first_name: 'Test', last_name: 'User', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = tokens.sign({ sub: row.id, role: 'user', email, ver: 0 });
    return { id: row.id, token, headers: { authorization: `Bearer ${token}` } };
  }

  return {
    url: server.url,
    prefix,
    db,
    jobs,
    keyring,
    workers,
    createUser,
    async close() {
      await server.close();
      await workers?.close();
      await jobs.close();
      await redis.quit();
      await db.destroy();
    },
  };
}
export type Stack = Awaited<ReturnType<typeof startStack>>;
