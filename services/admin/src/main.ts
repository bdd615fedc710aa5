// First: OpenTelemetry (when configured) must patch http, express, pg and ioredis before they load.
import '@rb/kit/tracing-start';
import {
  createDataProtection,
  createDb,
  createLogger,
  createRedis,
  createTokenService,
  loadConfig,
  pruneAuditLog,
  refuseUnsafeRedis,
  schedulePrune,
  serve,
} from '@rb/kit';
import { sql } from 'kysely';
import { createAdminApp } from './app';
import { adminConfigShape } from './config';
import { createLogReadTally } from './logReads';
import { createOperations } from './operations';

const config = loadConfig(adminConfigShape);
await refuseUnsafeRedis(config);
const logger = createLogger('admin', config.LOG_LEVEL);
const db = createDb(config.DATABASE_URL);
const redis = createRedis(config.REDIS_URL);
redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
const operations = createOperations(redis, config.QUEUE_PREFIX);

const app = createAdminApp({
  db,
  tokens: createTokenService(config.JWT_SECRET),
  protection: createDataProtection(config),
  logger,
  trustProxyHops: config.TRUST_PROXY_HOPS,
  gatewaySecret: config.GATEWAY_SECRET,
  operations,
  logReads: createLogReadTally(redis, config.QUEUE_PREFIX),
  ready: async () => {
    await sql`select 1`.execute(db);
    await redis.ping();
  },
});

const stopPrune = schedulePrune({
  what: 'audit log',
  everyMs: 24 * 3600_000,
  databaseUrl: config.DATABASE_URL,
  prune: (pruneDb) => pruneAuditLog(pruneDb, config.AUDIT_RETENTION_DAYS),
  logger,
});

await serve(app, config.PORT, {
  logger,
  host: config.HOST,
  closers: [stopPrune, () => operations.close(), () => redis.quit(), () => db.destroy()],
});
