import { endpoints } from '@rb/contracts';
import {
  createServiceApp,
  type Database,
  type DataProtection,
  endpointRouter,
  finishApp,
  type Logger,
  recordAudit,
  type TokenService,
  unavailable,
} from '@rb/kit';
import type { Kysely } from 'kysely';
import { actorIdOf, listAuditLog } from './auditLog';
import { recordExport } from './exportAudit';
import { listLegalLogs } from './legalLogs';
import type { LogReadTally } from './logReads';
import type { Operations } from './operations';

export interface AdminAppDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  /** Opens the actors' e-mails shown in the audit log, and finds an actor by e-mail. */
  protection: DataProtection;
  logger: Logger;
  ready: () => Promise<void>;
  trustProxyHops?: number;
  /** Required by main.ts: requests without the gateway's secret are refused. */
  gatewaySecret?: string;
  /** The queues of the operations console; without them its endpoints answer 503. */
  operations?: Operations;
  /** Rows each admin read of each log this hour (main.ts sets it): a log walked screen by screen is an export too. */
  logReads?: LogReadTally;
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
  mount(endpoints.legalLogs, async ({ query, user, req }) => {
    const page = await listLegalLogs(db, query);
    await recordExport(db, {
      log: 'legal-log',
      query,
      filter: {},
      rows: page.logs.length,
      actorId: user.id,
      ip: req.ip,
      logger: req.log,
      tally: deps.logReads,
    });
    return page;
  });
  mount(endpoints.auditLog, async ({ query, user, req }) => {
    const actor = query.user && (await actorIdOf(db, deps.protection, query.user));
    // An e-mail no account has matches no record.
    const page =
      actor === null
        ? { entries: [], nextBefore: null }
        : await listAuditLog(db, deps.protection, { ...query, user: actor });
    const { event, from, to } = query;
    const filter = { user: actor ?? undefined, event, from, to };
    await recordExport(db, {
      log: 'audit-log',
      query,
      filter,
      rows: page.entries.length,
      actorId: user.id,
      ip: req.ip,
      logger: req.log,
      tally: deps.logReads,
    });
    return page;
  });

  const operations = () => {
    if (!deps.operations) throw unavailable('The job queues are not configured on this server.');
    return deps.operations;
  };
  mount(endpoints.operationsQueues, () => operations().queues());
  mount(endpoints.retryJob, async ({ params, user, req }) => {
    await operations().retry(params.queue, params.id);
    const details = { queue: params.queue, jobId: params.id };
    await recordAudit(
      db,
      { actorId: user.id, event: 'admin-job-retry', outcome: 'success', ip: req.ip, details },
      req.log,
    );
    return { success: true as const };
  });
  mount(endpoints.removeJob, async ({ params, user, req }) => {
    await operations().remove(params.queue, params.id);
    const details = { queue: params.queue, jobId: params.id };
    await recordAudit(
      db,
      { actorId: user.id, event: 'admin-job-remove', outcome: 'success', ip: req.ip, details },
      req.log,
    );
    return { success: true as const };
  });

  app.use(router);
  return finishApp(app);
}
