import { endpoints, type jobStatusResponseSchema } from '@rb/contracts';
import { decryptJson, type EndpointRouter, notFound } from '@rb/kit';
import type { z } from 'zod';
import type { ResumeServiceDeps } from '../context';
import { keptResult } from '../jobRequests';

type JobStatus = z.infer<typeof jobStatusResponseSchema>;

/**
 * A job's status, for a client that missed a socket event. Someone else's job is as unknown as a
 * missing one. Once BullMQ has removed a finished AI job, its kept result still answers.
 */
export function jobRoutes(mount: EndpointRouter['mount'], deps: ResumeServiceDeps): void {
  mount(endpoints.jobStatus, async ({ params, user }) => {
    const status =
      (await deps.jobs.status(params.id, user.id)) ?? (await keptStatus(deps, params.id, user.id));
    if (!status) throw notFound('Job not found.');
    return status;
  });
}

async function keptStatus(
  deps: ResumeServiceDeps,
  jobId: string,
  userId: string,
): Promise<JobStatus | undefined> {
  const kept = await keptResult(deps.db, jobId, userId);
  if (!kept) return undefined;
  return {
    id: jobId,
    name: kept.name,
    state: 'completed',
    progress: null,
    result: decryptJson(deps.keyring, kept.result),
    error: null,
    errorCode: null,
  };
}
