import { jobIdSchema, type jobStatusResponseSchema } from '@rb/contracts';
import { currentUser, notFound } from '@rb/kit';
import { Router } from 'express';
import type { z } from 'zod';
import type { ResumeServiceDeps } from '../context';

/** /api/jobs/:id — for a client that missed a socket event. Someone else's job is as unknown as a missing one. */
export function jobRoutes(deps: ResumeServiceDeps): Router {
  const router = Router();
  router.get('/:id', async (req, res) => {
    const id = jobIdSchema.safeParse(req.params.id);
    const status = id.success ? await deps.jobs.status(id.data, currentUser(req).id) : undefined;
    if (!status) throw notFound('Job not found.');
    const body: z.infer<typeof jobStatusResponseSchema> = status;
    res.json(body);
  });
  return router;
}
