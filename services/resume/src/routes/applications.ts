import { endpoints } from '@rb/contracts';
import { type EndpointRouter, notFound } from '@rb/kit';
import { ApplicationStore } from '../applicationStore';
import type { ResumeServiceDeps } from '../context';

/** The applications list: which version went to which job, and where each application stands. */
export function applicationRoutes(mount: EndpointRouter['mount'], deps: ResumeServiceDeps): void {
  const applications = new ApplicationStore(deps.db, deps.keyring);

  mount(endpoints.listApplications, async ({ user }) => ({ applications: await applications.list(user.id) }));

  mount(endpoints.recordApplication, async ({ body, user }) => {
    // The version must be the user's own; its tailored score travels with the application.
    const score = await deps.store.versionScore(user.id, body.resumeId, body.version);
    if (score === undefined) throw notFound('Version not found.');
    return { application: await applications.record(user.id, { ...body, score }) };
  });

  mount(endpoints.setApplicationStatus, async ({ params, body, user }) => {
    const application = await applications.setStatus(user.id, params.id, body.status);
    if (!application) throw notFound('Application not found.');
    return { application };
  });
}
