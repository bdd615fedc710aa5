import {
  coverLetterDownloadRequestSchema,
  coverLetterGenerateRequestSchema,
  type coverLetterGenerateResponseSchema,
  type DownloadFormat,
  scoreResumeRequestSchema,
  type scoreResumeResponseSchema,
} from '@rb/contracts';
import { parseBody } from '@rb/kit';
import { type RequestHandler, Router } from 'express';
import type { z } from 'zod';
import type { RunJob } from '../context';
import { safeFileStem, sendFile } from '../files';

/** /api/ats: the resume HTML is hostile; the score worker only reads its text, nothing renders it. */
export function atsRoutes(runJob: RunJob): Router {
  const router = Router();
  router.post('/score-resume', async (req, res) => {
    const request = parseBody(scoreResumeRequestSchema, req.body);
    const body: z.infer<typeof scoreResumeResponseSchema> = await runJob(req, 'resume.score', request);
    res.json(body);
  });
  return router;
}

/** /api/cover-letter: generation is an AI use; downloads render the (edited) letter. */
export function coverLetterRoutes(runJob: RunJob): Router {
  const router = Router();
  router.post('/generate', async (req, res) => {
    const request = parseBody(coverLetterGenerateRequestSchema, req.body);
    const body: z.infer<typeof coverLetterGenerateResponseSchema> = await runJob(
      req,
      'coverLetter.generate',
      { request },
      { aiUse: true },
    );
    res.json(body);
  });

  const download =
    (format: DownloadFormat): RequestHandler =>
    async (req, res) => {
      const { coverLetter, name } = parseBody(coverLetterDownloadRequestSchema, req.body);
      const file = await runJob(req, 'coverLetter.render', { format, coverLetter, name });
      sendFile(res, file, `Cover_Letter_${safeFileStem(name, 'Applicant').replace(/ /g, '_')}.${format}`);
    };
  router.post('/download', download('pdf'));
  router.post('/download-docx', download('docx'));
  return router;
}
