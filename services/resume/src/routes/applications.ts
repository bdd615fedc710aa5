import { endpoints } from '@rb/contracts';
import { type EndpointRouter, notFound } from '@rb/kit';
import { ApplicationStore } from '../applicationStore';
import type { ResumeServiceDeps, RunJob } from '../context';
import { letterRequestFor } from '../letterRequest';

/** The applications list: which version and which cover letter went to which job, and where each stands. */
export function applicationRoutes(
  mount: EndpointRouter['mount'],
  deps: ResumeServiceDeps,
  runJob: RunJob,
): void {
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

  mount(endpoints.writeApplicationCoverLetter, async ({ params, body, user, req }) => {
    // Ownership first, so someone else's id costs no AI use.
    const application = await applications.find(user.id, params.id);
    if (!application) throw notFound('Application not found.');
    const version = await deps.store.versionPosting(user.id, application.resumeId, application.version);
    if (!version) throw notFound('Version not found.');
    const request = letterRequestFor(version.resume, { ...application, ...version, length: body.length });
    const { coverLetter } = await runJob(req, 'coverLetter.generate', { request }, { aiUse: true });
    return { coverLetter: await applications.keepLetter(user.id, application.id, coverLetter) };
  });

  mount(endpoints.getCoverLetter, async ({ params, user }) => {
    const coverLetter = await applications.letter(user.id, params.id);
    if (!coverLetter) throw notFound('Cover letter not found.');
    return { coverLetter };
  });
}
