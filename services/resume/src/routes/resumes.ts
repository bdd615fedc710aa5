import {
  type DownloadFormat,
  type deleteResumeResponseSchema,
  downloadQuerySchema,
  editorDownloadRequestSchema,
  generateResumeRequestSchema,
  type generateResumeResponseSchema,
  type parsePdfResponseSchema,
  resumeDataOf,
  type resumeListResponseSchema,
} from '@rb/contracts';
import { currentUser, notFound, parseBody, parseQuery } from '@rb/kit';
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { RateLimits, ResumeServiceDeps, RunJob } from '../context';
import { safeFileStem, sendFile } from '../files';
import { receivePdf } from '../upload';

const idParams = z.object({ id: z.uuid() });

/** A malformed id is as unknown as someone else's: both are 404. */
function resumeId(params: unknown): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound('Resume not found.');
  return parsed.data.id;
}

/** /api/resume: the signed-in user's stored resumes and the editor's downloads. */
export function resumeRoutes(deps: ResumeServiceDeps, runJob: RunJob, limits: RateLimits): Router {
  const router = Router();

  router.get('/list', limits.every, async (req, res) => {
    const body: z.infer<typeof resumeListResponseSchema> = {
      resumes: await deps.store.list(currentUser(req).id),
    };
    res.json(body);
  });

  router.post('/generate', limits.every, async (req, res) => {
    const { resumeData, jobDescription } = parseBody(generateResumeRequestSchema, req.body);
    const resume = await deps.store.create(currentUser(req).id, resumeData, jobDescription);
    const body: z.infer<typeof generateResumeResponseSchema> = { success: true, resume };
    res.status(201).json(body);
  });

  router.delete('/:id', limits.every, async (req, res) => {
    const deleted = await deps.store.delete(currentUser(req).id, resumeId(req.params));
    if (!deleted) throw notFound('Resume not found.');
    const body: z.infer<typeof deleteResumeResponseSchema> = { success: true };
    res.json(body);
  });

  router.get('/:id/download', limits.costly, async (req, res) => {
    const { format, template } = parseQuery(downloadQuerySchema, req.query);
    const resume = await deps.store.get(currentUser(req).id, resumeId(req.params));
    if (!resume) throw notFound('Resume not found.');
    const file = await runJob(req, 'resume.render', { format, template, resume: resumeDataOf(resume) });
    sendFile(res, file, `${safeFileStem(resume.name, 'resume')}-resume.${format}`);
  });

  const editorDownload =
    (format: DownloadFormat): RequestHandler =>
    async (req, res) => {
      const { resume: text, name } = parseBody(editorDownloadRequestSchema, req.body);
      const file = await runJob(req, 'editorText.render', { format, text, title: name });
      sendFile(res, file, `${safeFileStem(name, 'resume')}-resume.${format}`);
    };
  router.post('/download', limits.costly, editorDownload('pdf'));
  router.post('/download-docx', limits.costly, editorDownload('docx'));

  router.post('/parse-pdf', limits.costly, async (req, res) => {
    const pdf = await receivePdf(req, res);
    const result = await runJob(
      req,
      'upload.parse',
      { base64: pdf.toString('base64') },
      { showFailure: true },
    );
    const body: z.infer<typeof parsePdfResponseSchema> = result;
    res.json(body);
  });

  return router;
}
