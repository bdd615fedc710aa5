import { z } from 'zod';
import { DOWNLOAD_FORMATS } from '../constants';
import { atsReportSchema } from '../domain/ats';
import { coverLetterRequestSchema } from '../domain/coverLetter';
import { resumeDataSchema, storedResumeSchema } from '../domain/resume';
import { suggestionsSchema } from '../domain/suggestions';

/** Which AI engine answered: the built-in offline one or a configured OpenAI-compatible provider. */
export const engineSchema = z.enum(['offline', 'openai']);
export type Engine = z.infer<typeof engineSchema>;

/** GET /api/resume/list */
export const resumeListResponseSchema = z.object({ resumes: z.array(storedResumeSchema) });

/** POST /api/resume/generate */
export const generateResumeRequestSchema = z.strictObject({
  type: z.literal('resume'),
  jobDescription: z.string().max(20000).default(''),
  resumeData: resumeDataSchema,
});
export const generateResumeResponseSchema = z.object({
  success: z.literal(true),
  resume: storedResumeSchema,
});

/** DELETE /api/resume/:id */
export const deleteResumeResponseSchema = z.object({ success: z.literal(true) });

/** GET /api/resume/:id/download?format= */
export const downloadQuerySchema = z.strictObject({
  format: z.enum(DOWNLOAD_FORMATS),
  /** One of contracts/src/templates' resume templates (same names as jobs.ts' templateNames). */
  template: z.enum(['classic', 'modern']).default('classic'),
});

/** POST /api/resume/download and /download-docx: the editor's text. */
export const editorDownloadRequestSchema = z.strictObject({
  resume: z.string().min(1).max(100_000),
  name: z.string().trim().max(200).default('resume'),
});

/** POST /api/resume/parse-pdf (multipart, field `resume`) */
export const parsePdfResponseSchema = z.object({
  text: z.string(),
  /** The structure parser's guess, ready to prefill the form; null when the text is not a resume. */
  structured: resumeDataSchema.nullable(),
});

/** POST /api/openai/enhance-resume: a resume object (card, editor) or a flattened text (dashboard button). */
export const enhanceResumeRequestSchema = z.union([
  z.strictObject({ resumeData: resumeDataSchema, resumeId: z.string().uuid().optional() }),
  z.strictObject({ resumeText: z.string().trim().min(1).max(50_000) }),
]);
export const enhanceResumeResponseSchema = z.object({
  resume: z.union([resumeDataSchema, z.string()]),
  engine: engineSchema,
  suggestions: suggestionsSchema,
});

/** POST /api/openai/expand-editor */
export const expandEditorRequestSchema = z.strictObject({ rawText: z.string().trim().min(1).max(50_000) });
export const expandEditorResponseSchema = z.object({
  enhancedText: z.string(),
  engine: engineSchema,
  suggestions: suggestionsSchema,
});

/** POST /api/ats/score-resume */
export const scoreResumeRequestSchema = z.strictObject({
  htmlResume: z.string().min(1).max(200_000),
  jobDescription: z.string().trim().min(20).max(20_000),
});
export const scoreResumeResponseSchema = atsReportSchema;

/** POST /api/cover-letter/generate */
export const coverLetterGenerateRequestSchema = coverLetterRequestSchema;
export const coverLetterGenerateResponseSchema = z.object({ coverLetter: z.string(), engine: engineSchema });

/** POST /api/cover-letter/download and /download-docx */
export const coverLetterDownloadRequestSchema = z.strictObject({
  coverLetter: z.string().trim().min(1).max(20_000),
  name: z.string().trim().max(200).default('Applicant'),
});

/** GET /api/jobs/:id (owner only) */
export const jobStatusResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['waiting', 'active', 'completed', 'failed', 'delayed', 'unknown']),
  progress: z.object({ stage: z.string(), percent: z.number() }).nullable(),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
});
