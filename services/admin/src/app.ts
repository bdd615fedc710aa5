import { legalLogsQuerySchema } from '@rb/contracts';
import {
  createServiceApp,
  type Database,
  finishApp,
  type Logger,
  parseQuery,
  requireAuth,
  requireRole,
  type TokenService,
} from '@rb/kit';
import type { Kysely } from 'kysely';
import { listLegalLogs } from './legalLogs';

export interface AdminAppDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  logger: Logger;
  ready: () => Promise<void>;
  trustProxyHops?: number;
  /** Required by main.ts: requests without the gateway's secret are refused. */
  gatewaySecret?: string;
}

export function createAdminApp(deps: AdminAppDeps) {
  const { db, tokens } = deps;
  const app = createServiceApp({
    name: 'admin',
    logger: deps.logger,
    ready: deps.ready,
    trustProxyHops: deps.trustProxyHops,
    gatewaySecret: deps.gatewaySecret,
  });
  // Every admin route: a valid token, and the admin role as stored in the database.
  app.use('/api/admin', requireAuth({ tokens, db }), requireRole('admin'));

  app.get('/api/admin/legal-logs', async (req, res) => {
    const query = parseQuery(legalLogsQuerySchema, req.query);
    res.json(await listLegalLogs(db, query));
  });

  return finishApp(app);
}
