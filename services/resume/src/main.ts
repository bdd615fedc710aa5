// First: OpenTelemetry (when configured) must patch http, express, pg and ioredis before they load.
import '@rb/kit/tracing-start';
import {
  createDb,
  createFailFastRedis,
  createKeyring,
  createLogger,
  createTokenService,
  JobClient,
  refuseUnsafeRedis,
  schedulePrune,
  serve,
} from '@rb/kit';
import { createResumeApp } from './app';
import { loadResumeConfig } from './config';
import type { ResumeDb, ResumeTables } from './db';
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
const app = createResumeApp({
  config,
  db,
  keyring,
  store: new ResumeStore(db, keyring),
  jobs,
  renderCache: new RenderCache(
    redis,
    keyring,
    {
      prefix: config.QUEUE_PREFIX,
      perUser: config.RENDER_CACHE_PER_USER,
      ttlSeconds: config.RENDER_CACHE_TTL_SECONDS,
    },
    logger,
  ),
  logger,
  tokens: createTokenService(config.JWT_SECRET),
  redis,
  trustProxyHops: config.TRUST_PROXY_HOPS,
  gatewaySecret: config.GATEWAY_SECRET,
});
// The hourly prune may rightly run past the request pool's 1 s statement limit on a large table.
const pruneDb = createDb(config.DATABASE_URL, {
  max: 1,
  timeouts: 'maintenance',
}).withTables<ResumeTables>() as ResumeDb;
const stopPrune = schedulePrune({
  what: 'job records',
  everyMs: 3600_000,
  prune: () => pruneJobRecords(pruneDb, config.JOB_REQUEST_RETENTION_HOURS),
  logger,
});
await serve(app, config.PORT, {
  logger,
  host: config.HOST,
  // A request may be waiting up to JOB_WAIT_MS for its job: let it finish before giving up.
  deadlineMs: config.JOB_WAIT_MS + SHUTDOWN_GRACE_MS,
  closers: [
    async () => stopPrune(),
    () => jobs.close(),
    () => redis.quit(),
    () => db.destroy(),
    () => pruneDb.destroy(),
  ],
});
