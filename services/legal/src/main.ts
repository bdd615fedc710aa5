// First: OpenTelemetry (when configured) must patch http, express, pg and ioredis before they load.
import '@rb/kit/tracing-start';
import { createDb, createKeyring, createLogger, createTokenService, loadConfig, serve } from '@rb/kit';
import { sql } from 'kysely';
import { createLegalApp } from './app';
import { legalConfigShape } from './config';
import { loadDocumentHashes } from './documentHashes';

const config = loadConfig(legalConfigShape);
const logger = createLogger('legal', config.LOG_LEVEL);
const db = createDb(config.DATABASE_URL);
const hashes = await loadDocumentHashes(config.LEGAL_DOCS_DIR);

const app = createLegalApp({
  db,
  tokens: createTokenService(config.JWT_SECRET),
  keyring: createKeyring(config),
  hashes,
  logger,
  trustProxyHops: config.TRUST_PROXY_HOPS,
  gatewaySecret: config.GATEWAY_SECRET,
  ready: async () => {
    await sql`select 1`.execute(db);
  },
});

await serve(app, config.PORT, {
  logger,
  host: config.HOST,
  closers: [() => db.destroy()],
});
