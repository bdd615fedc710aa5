import { endpoints } from '@rb/contracts';
import { type EndpointRouter, notFound } from '@rb/kit';
import type { ResumeServiceDeps } from '../context';

/** A job's status, for a client that missed a socket event. Someone else's job is as unknown as a missing one. */
export function jobRoutes(mount: EndpointRouter['mount'], deps: ResumeServiceDeps): void {
  mount(endpoints.jobStatus, async ({ params, user }) => {
    const status = await deps.jobs.status(params.id, user.id);
    if (!status) throw notFound('Job not found.');
    return status;
  });
}
