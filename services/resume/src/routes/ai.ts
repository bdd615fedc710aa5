import {
  enhanceResumeRequestSchema,
  type enhanceResumeResponseSchema,
  expandEditorRequestSchema,
  type expandEditorResponseSchema,
} from '@rb/contracts';
import { currentUser, notFound, parseBody } from '@rb/kit';
import { Router } from 'express';
import type { z } from 'zod';
import type { ResumeServiceDeps, RunJob } from '../context';

type EnhanceResponse = z.infer<typeof enhanceResumeResponseSchema>;

/** /api/openai: every call here is one AI use of the user's daily allowance. */
export function aiRoutes(deps: ResumeServiceDeps, runJob: RunJob): Router {
  const router = Router();

  router.post('/enhance-resume', async (req, res) => {
    const request = parseBody(enhanceResumeRequestSchema, req.body);
    if ('resumeText' in request) {
      const { markdown, engine, suggestions } = await runJob(req, 'resume.enhanceText', request, {
        aiUse: true,
      });
      const body: EnhanceResponse = { resume: markdown, engine, suggestions };
      res.json(body);
      return;
    }
    const { resumeData, resumeId } = request;
    // Check ownership before spending an AI use on someone else's resume id.
    if (resumeId && !(await deps.store.get(currentUser(req).id, resumeId)))
      throw notFound('Resume not found.');
    // Both AI engines apply SPEC §5's cleaning; the stored resume takes the cleaned result.
    const { resume, engine, suggestions } = await runJob(
      req,
      'resume.enhance',
      { resumeData },
      { aiUse: true },
    );
    if (resumeId && !(await deps.store.replaceKeepingVersion(currentUser(req).id, resumeId, resume))) {
      throw notFound('Resume not found.');
    }
    const body: EnhanceResponse = { resume, engine, suggestions };
    res.json(body);
  });

  router.post('/expand-editor', async (req, res) => {
    const { rawText } = parseBody(expandEditorRequestSchema, req.body);
    const body: z.infer<typeof expandEditorResponseSchema> = await runJob(
      req,
      'editor.expand',
      { rawText },
      { aiUse: true },
    );
    res.json(body);
  });

  return router;
}
