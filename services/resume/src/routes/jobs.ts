import { jobIdSchema, type jobStatusResponseSchema } from '@rb/contracts';
import { currentUser, decryptJson, notFound } from '@rb/kit';
import { Router } from 'express';
import type { z } from 'zod';
import type { ResumeServiceDeps } from '../context';
import { keptResult } from '../jobRequests';

type JobStatus = z.infer<typeof jobStatusResponseSchema>;

/**
 * /api/jobs/:id — for a client that missed a socket event. Someone else's job is as unknown as a missing
 * one. Once BullMQ has removed a finished AI job, its kept result still answers.
 */
export function jobRoutes(deps: ResumeServiceDeps): Router {
  const router = Router();
  router.get('/:id', async (req, res) => {
    const id = jobIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('Job not found.');
    const userId = currentUser(req).id;
    const body: JobStatus | undefined =
      (await deps.jobs.status(id.data, userId)) ?? (await keptStatus(deps, id.data, userId));
    if (!body) throw notFound('Job not found.');
    res.json(body);
  });
  return router;
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
