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
import { RenderCache } from './renderCache';
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
});
await serve(app, config.PORT, {
  logger,
  closers: [() => jobs.close(), () => redis.quit(), () => db.destroy()],
});
