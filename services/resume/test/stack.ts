import {
  createAddressAllowance,
  createDb,
  createFailFastRedis,
  createKeyring,
  createLogger,
  createLookupHasher,
  createTokenService,
  JobClient,
  type Keyring,
  loadConfig,
} from '@rb/kit';
import {
  insertTestUser,
  type RunningProcess,
  startApp,
  startProcess,
  testDatabaseUrl,
  testQueuePrefix,
  testRedisUrl,
} from '@rb/kit/testing';
import { aiAddressLimitReached } from '../src/aiQuota';
import { createResumeApp } from '../src/app';
import type { ResumeDb, ResumeTables } from '../src/db';
import { DiffThreads } from '../src/diffThreads';
import { RenderCache } from '../src/renderCache';
import { ResumeStore } from '../src/resumeStore';

export interface StackOptions {
  aiDailyLimit?: number;
  /** AI uses per client address and day, all accounts together; effectively unlimited unless set. */
  aiPerAddress?: number;
  /** Queues served by a worker process started for the stack; none when a test runs its own. */
  workerQueues?: string;
  waitMs?: number;
  databaseUrl?: string;
  prefix?: string;
  extraEnv?: Record<string, string>;
  /** Per-user requests per minute (all endpoints); effectively unlimited unless a test sets it. */
  rateLimitPerMinute?: number;
  /** Per-user costly (job-queueing) requests per minute; effectively unlimited unless a test sets it. */
  costlyRateLimitPerMinute?: number;
  /** Rendered downloads cached per user; 0 (off) unless a test sets it. */
  renderCachePerUser?: number;
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
    // The tests' only provider is the local fake one: a developer's own Ollama is not asked.
    AI_DISCOVER_OLLAMA: 'false',
    ...options.extraEnv,
  };
  const base = loadConfig({}, env);
  const logger = createLogger('test', process.env.LOG_LEVEL ?? 'silent');
  const keyring: Keyring = createKeyring(base);
  const lookupHash = createLookupHasher(base.LOOKUP_KEY);
  const db = createDb(options.databaseUrl ?? testDatabaseUrl(), {
    max: 4,
  }).withTables<ResumeTables>() as ResumeDb;
  const jobs = new JobClient({ redisUrl: base.REDIS_URL, prefix, keyring, waitMs: options.waitMs ?? 30_000 });
  const queues = options.workerQueues ?? 'ai,score,parse,render';
  // The real workers as their own process (as npm start runs them): the service never imports them.
  const workers: RunningProcess | undefined = queues
    ? await startProcess({
        entry: 'workers/src/main.ts',
        env: { ...env, WORKER_QUEUES: queues },
        portVariable: 'HEALTH_PORT',
      })
    : undefined;
  const redis = createFailFastRedis(base.REDIS_URL);
  redis.on('error', () => undefined);
  const diffs = new DiffThreads(keyring, 1);
  const app = createResumeApp({
    config: {
      AI_DAILY_LIMIT: options.aiDailyLimit ?? 7,
      RATE_LIMIT_PER_MINUTE: options.rateLimitPerMinute ?? 10_000,
      COSTLY_RATE_LIMIT_PER_MINUTE: options.costlyRateLimitPerMinute ?? 10_000,
    },
    db,
    keyring,
    store: new ResumeStore(db, keyring),
    jobs,
    diffs,
    renderCache: new RenderCache(
      redis,
      keyring,
      lookupHash,
      { prefix, perUser: options.renderCachePerUser ?? 0, ttlSeconds: 60 },
      logger,
    ),
    aiByAddress: createAddressAllowance(redis, lookupHash, {
      keyPrefix: prefix,
      name: 'ai-uses',
      perDay: options.aiPerAddress ?? 1_000_000,
      refuse: aiAddressLimitReached,
    }),
    logger,
    tokens: createTokenService(base.JWT_SECRET),
    redis,
  });
  await jobs.ready();
  const server = await startApp(app);
  const tokens = createTokenService(base.JWT_SECRET);

  async function createUser(label = 'jobs'): Promise<TestUser> {
    const user = await insertTestUser(db, tokens, 'user', label);
    return { id: user.id, token: user.token, headers: { authorization: `Bearer ${user.token}` } };
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
      await diffs.close();
      await workers?.stop();
      await jobs.close();
      await redis.quit();
      await db.destroy();
    },
  };
}
export type Stack = Awaited<ReturnType<typeof startStack>>;
