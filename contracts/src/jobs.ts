import { z } from 'zod';
import { engineSchema } from './api/resume';
import { DOWNLOAD_FORMATS, LANGUAGE_TAG, PAGE_SIZES, TEMPLATE_NAMES } from './constants';
import { atsReportSchema } from './domain/ats';
import { coverLetterRequestSchema } from './domain/coverLetter';
import { resumeDataSchema } from './domain/resume';
import { tailorOutcomeSchema } from './domain/tailor';
import { fileResultSchema } from './jobWire';

/** Queue names are frozen: operators scale workers per queue. */
export const queueNames = ['ai', 'parse', 'score', 'render'] as const;
export type QueueName = (typeof queueNames)[number];

export const jobProgressSchema = z.object({
  stage: z.string().max(100),
  percent: z.number().min(0).max(100),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** A custom job id: a UUID from the client's X-Job-Id header, or one the service makes. Never contains ':'. */
export const jobIdSchema = z.uuid();

const formatSchema = z.enum(DOWNLOAD_FORMATS);

/**
 * Every job: its name, its queue, and the shapes of its payload and result. Names are `entity.verb`, the
 * entity being what the job works on (resume, resumeText, editorText, coverLetter, upload); a new job
 * follows the same scheme. Queue names, unlike job names, are frozen.
 */
export const jobs = {
  'resume.enhance': {
    queue: 'ai',
    payload: z.object({ resumeData: resumeDataSchema }),
    result: z.object({ resume: resumeDataSchema, engine: engineSchema }),
  },
  'resume.tailor': {
    queue: 'ai',
    payload: z.object({ resumeData: resumeDataSchema, jobDescription: z.string() }),
    result: tailorOutcomeSchema.extend({ engine: engineSchema }),
  },
  'resumeText.enhance': {
    queue: 'ai',
    payload: z.object({ resumeText: z.string() }),
    result: z.object({ markdown: z.string(), engine: engineSchema }),
  },
  'editorText.expand': {
    queue: 'ai',
    payload: z.object({ rawText: z.string() }),
    result: z.object({ enhancedText: z.string(), engine: engineSchema }),
  },
  'coverLetter.generate': {
    queue: 'ai',
    payload: z.object({ request: coverLetterRequestSchema }),
    result: z.object({ coverLetter: z.string(), engine: engineSchema }),
  },
  'upload.parse': {
    queue: 'parse',
    payload: z.object({ base64: z.string() }),
    result: z.object({ text: z.string(), structured: resumeDataSchema.nullable() }),
  },
  'resume.score': {
    queue: 'score',
    payload: z.object({ htmlResume: z.string(), jobDescription: z.string() }),
    result: atsReportSchema,
  },
  'resume.render': {
    queue: 'render',
    payload: z.object({
      format: formatSchema,
      template: z.enum(TEMPLATE_NAMES).default('classic'),
      pageSize: z.enum(PAGE_SIZES).default('a4'),
      lang: z.string().regex(LANGUAGE_TAG).default('en'),
      resume: resumeDataSchema,
    }),
    result: fileResultSchema,
  },
  'editorText.render': {
    queue: 'render',
    payload: z.object({ format: formatSchema, text: z.string(), title: z.string() }),
    result: fileResultSchema,
  },
  'coverLetter.render': {
    queue: 'render',
    payload: z.object({ format: formatSchema, coverLetter: z.string(), name: z.string() }),
    result: fileResultSchema,
  },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType; result: z.ZodType }>;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.input<(typeof jobs)[N]['payload']>;
export type JobResult<N extends JobName> = z.infer<(typeof jobs)[N]['result']>;
/**
 * Failures a user can be told more about than "try again": a worker fails the job with the key as its
 * message (never retried), and the service answers with this status and text.
 */
export const jobFailures = {
  RENDERER_UNAVAILABLE: {
    status: 503,
    message:
      'PDF downloads are unavailable on this server right now: it has no browser to render them. DOCX downloads still work.',
  },
} as const;
export type JobFailureCode = keyof typeof jobFailures;
export const isJobFailureCode = (value: string): value is JobFailureCode => Object.hasOwn(jobFailures, value);
