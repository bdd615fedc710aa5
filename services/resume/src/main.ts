// First: OpenTelemetry (when configured) must patch http, express, pg and ioredis before they load.
import '@rb/kit/tracing-start';
import {
  createDb,
  createKeyring,
  createLogger,
  createRedis,
  createTokenService,
  JobClient,
  refuseUnsafeRedis,
  serve,
} from '@rb/kit';
import { createResumeApp } from './app';
import { loadResumeConfig } from './config';
import type { ResumeDb, ResumeTables } from './db';
import { ResumeStore } from './resumeStore';

const config = loadResumeConfig();
await refuseUnsafeRedis(config);
const logger = createLogger('resume');
const keyring = createKeyring(config);
const db = createDb(config.DATABASE_URL).withTables<ResumeTables>() as ResumeDb;
const redis = createRedis(config.REDIS_URL);
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
  logger,
  tokens: createTokenService(config.JWT_SECRET),
  redis,
});
await serve(app, config.PORT, {
  logger,
  closers: [() => jobs.close(), () => redis.quit(), () => db.destroy()],
});
