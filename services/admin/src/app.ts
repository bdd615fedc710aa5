import { endpoints } from '@rb/contracts';
import {
  createServiceApp,
  type Database,
  endpointRouter,
  finishApp,
  type Logger,
  type TokenService,
} from '@rb/kit';
import type { Kysely } from 'kysely';
import { listAuditLog } from './auditLog';
import { listLegalLogs } from './legalLogs';

export interface AdminAppDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  logger: Logger;
  ready: () => Promise<void>;
  trustProxyHops?: number;
}

export function createAdminApp(deps: AdminAppDeps) {
  const { db, tokens } = deps;
  const app = createServiceApp({
    name: 'admin',
    logger: deps.logger,
    ready: deps.ready,
    trustProxyHops: deps.trustProxyHops,
  });
  // Every admin endpoint declares access 'admin': a valid token and the admin role stored in the database.
  const { router, mount } = endpointRouter({ auth: { tokens, db } });
  mount(endpoints.legalLogs, ({ query }) => listLegalLogs(db, query));
  mount(endpoints.auditLog, ({ query }) => listAuditLog(db, query));

  app.use(router);
  return finishApp(app);
}
