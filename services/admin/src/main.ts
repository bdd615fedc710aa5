// First: OpenTelemetry (when configured) must patch http, express, pg and ioredis before they load.
import '@rb/kit/tracing-start';
import { createDb, createLogger, createTokenService, loadConfig, serve } from '@rb/kit';
import { sql } from 'kysely';
import { createAdminApp } from './app';
import { scheduleAuditPrune } from './auditLog';
import { adminConfigShape } from './config';

const config = loadConfig(adminConfigShape);
const logger = createLogger('admin', config.LOG_LEVEL);
const db = createDb(config.DATABASE_URL);

const app = createAdminApp({
  db,
  tokens: createTokenService(config.JWT_SECRET),
  logger,
  trustProxyHops: config.TRUST_PROXY_HOPS,
  ready: async () => {
    await sql`select 1`.execute(db);
  },
});

const stopPrune = scheduleAuditPrune(db, config.AUDIT_RETENTION_DAYS, logger);

await serve(app, config.PORT, { logger, closers: [async () => stopPrune(), () => db.destroy()] });
