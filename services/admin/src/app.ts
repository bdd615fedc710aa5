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
  // Every admin endpoint declares access 'admin': a valid token and the admin role stored in the database.
  const { router, mount } = endpointRouter({ auth: { tokens, db } });
  mount(endpoints.legalLogs, ({ query }) => listLegalLogs(db, query));

  app.use(router);
  return finishApp(app);
}
