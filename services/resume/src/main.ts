// First: OpenTelemetry (when configured) must patch http, express, pg and ioredis before they load.
import '@rb/kit/tracing-start';
import { ACCOUNT_EXPORT_TTL_SECONDS } from '@rb/contracts';
import {
  createAddressAllowance,
  createDb,
  createFailFastRedis,
  createKeyring,
  createLogger,
  createLookupHasher,
  createTokenService,
  JobClient,
  refuseUnsafeRedis,
  schedulePrune,
  serve,
} from '@rb/kit';
import { aiAddressLimitReached } from './aiQuota';
import { createResumeApp } from './app';
import { loadResumeConfig } from './config';
import type { ResumeDb, ResumeTables } from './db';
import { DiffThreads } from './diffThreads';
import { checkJobRequestRetention, pruneJobRecords } from './jobRecordRetention';
import { RenderCache } from './renderCache';
import { ResumeStore } from './resumeStore';

/** Time beyond the longest job wait for the answer to be written and queues and pools to close. */
const SHUTDOWN_GRACE_MS = 15_000;

const config = loadResumeConfig();
checkJobRequestRetention(config);
await refuseUnsafeRedis(config);
const logger = createLogger('resume');
const keyring = createKeyring(config);
const lookupHash = createLookupHasher(config.LOOKUP_KEY);
const db = createDb(config.DATABASE_URL).withTables<ResumeTables>() as ResumeDb;
const redis = createFailFastRedis(config.REDIS_URL);
redis.on('error', (error) => logger.warn({ err: error.message }, 'redis error'));
const jobs = new JobClient({
  redisUrl: config.REDIS_URL,
  prefix: config.QUEUE_PREFIX,
  keyring,
  waitMs: config.JOB_WAIT_MS,
  failedRetentionHours: config.FAILED_JOB_RETENTION_HOURS,
});
const diffs = new DiffThreads(keyring, config.DIFF_THREADS);
const app = createResumeApp({
  config,
  db,
  keyring,
  store: new ResumeStore(db, keyring),
  jobs,
  diffs,
  renderCache: new RenderCache(
    redis,
    keyring,
    lookupHash,
    {
      prefix: config.QUEUE_PREFIX,
      perUser: config.RENDER_CACHE_PER_USER,
      ttlSeconds: config.RENDER_CACHE_TTL_SECONDS,
    },
    logger,
  ),
  aiByAddress: createAddressAllowance(redis, lookupHash, {
    keyPrefix: config.QUEUE_PREFIX,
    name: 'ai-uses',
    perDay: config.AI_DAILY_LIMIT_PER_ADDRESS,
    refuse: aiAddressLimitReached,
  }),
  logger,
  tokens: createTokenService(config.JWT_SECRET),
  redis,
  trustProxyHops: config.TRUST_PROXY_HOPS,
  gatewaySecret: config.GATEWAY_SECRET,
});
const stopPrune = schedulePrune({
  what: 'job records and expired data exports',
  everyMs: 3600_000,
  databaseUrl: config.DATABASE_URL,
  prune: async (pruneDb) =>
    (await pruneJobRecords(
      pruneDb.withTables<ResumeTables>() as ResumeDb,
      config.JOB_REQUEST_RETENTION_HOURS,
    )) +
    // A data export's archive stays a day; on a quiet queue BullMQ would keep it until the next job ends.
    (await jobs.removeCompletedBefore(ACCOUNT_EXPORT_TTL_SECONDS * 1000)),
  logger,
});
await serve(app, config.PORT, {
  logger,
  host: config.HOST,
  // A request may be waiting up to JOB_WAIT_MS for its job: let it finish before giving up.
  deadlineMs: config.JOB_WAIT_MS + SHUTDOWN_GRACE_MS,
  closers: [stopPrune, () => diffs.close(), () => jobs.close(), () => redis.quit(), () => db.destroy()],
});
