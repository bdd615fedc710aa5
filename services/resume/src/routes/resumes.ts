import {
  type deleteResumeResponseSchema,
  downloadQuerySchema,
  editorDownloadRequestSchema,
  generateResumeRequestSchema,
  type generateResumeResponseSchema,
  type parsePdfResponseSchema,
  type resumeListResponseSchema,
} from '@rb/contracts';
import { currentUser, notFound, parseBody, parseQuery } from '@rb/kit';
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { ResumeServiceDeps, RunJob } from '../context';
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
export function resumeRoutes(deps: ResumeServiceDeps, runJob: RunJob, costly: RequestHandler): Router {
  const router = Router();

  router.get('/list', async (req, res) => {
    const userId = currentUser(req).id;
    const { resumes, unreadable } = await deps.store.list(userId);
    if (unreadable.length > 0) {
      req.log.error({ userId, resumeIds: unreadable }, 'resumes that cannot be decrypted were left out');
    }
    const body: z.infer<typeof resumeListResponseSchema> = { resumes, unreadable: unreadable.length };
    res.json(body);
  });

  router.post('/generate', async (req, res) => {
    const { resumeData, jobDescription } = parseBody(generateResumeRequestSchema, req.body);
    const resume = await deps.store.create(currentUser(req).id, resumeData, jobDescription);
    const body: z.infer<typeof generateResumeResponseSchema> = { success: true, resume };
    res.status(201).json(body);
  });

  router.delete('/:id', async (req, res) => {
    const deleted = await deps.store.delete(currentUser(req).id, resumeId(req.params));
    if (!deleted) throw notFound('Resume not found.');
    const body: z.infer<typeof deleteResumeResponseSchema> = { success: true };
    res.json(body);
  });

  router.get('/:id/download', costly, async (req, res) => {
    const resume = await deps.store.get(currentUser(req).id, resumeId(req.params));
    if (!resume) throw notFound('Resume not found.');
    const { format, template } = parseQuery(downloadQuerySchema, req.query);
    const { id: _id, resumeSnippet: _s, createdAt: _c, updatedAt: _u, ...resumeData } = resume;
    const file = await runJob(req, 'resume.render', { format, template, resume: resumeData });
    sendFile(res, file, `${safeFileStem(resume.name, 'resume')}-resume.${format}`);
  });

  const editorDownload =
    (format: 'pdf' | 'docx'): RequestHandler =>
    async (req, res) => {
      const { resume: text, name } = parseBody(editorDownloadRequestSchema, req.body);
      const file = await runJob(req, 'editorText.render', { format, text, title: name });
      sendFile(res, file, `${safeFileStem(name, 'resume')}-resume.${format}`);
    };
  router.post('/download', costly, editorDownload('pdf'));
  router.post('/download-docx', costly, editorDownload('docx'));

  router.post('/parse-pdf', costly, async (req, res) => {
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
