import { ACCOUNT_EXPORT_TTL_SECONDS, endpoints } from '@rb/contracts';
import { currentJobId, type EndpointRouter, notFound, recordAudit } from '@rb/kit';
import { gatherAccountArchive } from '../accountArchive';
import { ApplicationStore } from '../applicationStore';
import type { ResumeServiceDeps, RunJob } from '../context';

const TTL_MS = ACCOUNT_EXPORT_TTL_SECONDS * 1000;

/** "Download my data": the archive is built as a job, kept sealed in Redis for a day, downloaded by its owner. */
export function accountRoutes(mount: EndpointRouter['mount'], deps: ResumeServiceDeps, runJob: RunJob): void {
  const applications = new ApplicationStore(deps.db, deps.keyring);

  mount(endpoints.exportAccount, async ({ user, req }) => {
    const archive = await gatherAccountArchive({ ...deps, applications }, user.id);
    await runJob(req, 'account.export', { archive });
    const jobId = currentJobId(req);
    await recordAudit(
      deps.db,
      { actorId: user.id, event: 'account-export', outcome: 'success', ip: req.ip, details: { jobId } },
      req.log,
    );
    return { jobId, expiresAt: new Date(Date.now() + TTL_MS).toISOString() };
  });

  mount(endpoints.downloadAccountExport, async ({ params, user }) => {
    const done = await deps.jobs.completed('account.export', params.id, user.id);
    // Past its day it is refused even while BullMQ has not yet removed it.
    if (!done || Date.now() - done.finishedOn > TTL_MS)
      throw notFound(endpoints.downloadAccountExport.notFound);
    const day = new Date(done.finishedOn).toISOString().slice(0, 10);
    return { file: done.result, filename: `my-resume-builder-data-${day}.zip` };
  });
}
