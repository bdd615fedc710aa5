import { z } from 'zod';
import { engineSchema } from './api/resume';
import { DOWNLOAD_FORMATS, LANGUAGE_TAG, PAGE_SIZES, TEMPLATE_NAMES } from './constants';
import { ACCOUNT_EXPORT_TTL_SECONDS, accountArchiveSchema } from './domain/accountExport';
import { atsReportSchema } from './domain/ats';
import { coverLetterRequestSchema } from './domain/coverLetter';
import { lineChangesSchema } from './domain/lineChanges';
import { resumeDataSchema } from './domain/resume';
import { findingsSchema } from './domain/review';
import { tailorOutcomeSchema } from './domain/tailor';
import { fileResultSchema } from './jobWire';

/**
 * Queue names are frozen (operators scale workers per queue); new ones may be added. `document` holds
 * the render jobs that need no browser (DOCX, built in milliseconds), so they never wait behind
 * Chromium PDFs on `render`.
 */
export const queueNames = ['ai', 'parse', 'score', 'render', 'document'] as const;
export type QueueName = (typeof queueNames)[number];

export const jobProgressSchema = z.object({
  stage: z.string().max(100),
  percent: z.number().min(0).max(100),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/**
 * A custom job id: a UUID from the client's X-Job-Id header, or one the service makes. Never contains ':'.
 * Lower-cased here, so one job has one id in BullMQ, PostgreSQL and socket events whatever the spelling.
 */
export const jobIdSchema = z.uuid().transform((id) => id.toLowerCase());

const formatSchema = z.enum(DOWNLOAD_FORMATS);

/**
 * The renderer's output version: what a `resume.render` job makes of a given payload. Part of the key
 * under which the resume service keeps rendered downloads (services/resume/src/renderCache.ts), so a
 * change to the templates, fonts or renderer that changes the bytes made of the same payload must bump
 * it; until it is bumped, documents rendered before the change are served for up to
 * RENDER_CACHE_TTL_SECONDS.
 */
export const RENDER_OUTPUT_VERSION = 1;

/**
 * Every job: its name, its queue, and the shapes of its payload and result. Names are `entity.verb`, the
 * entity being what the job works on (resume, resumeText, editorText, coverLetter, upload); a new job
 * follows the same scheme. Queue names, unlike job names, are frozen.
 */
export const jobs = {
  'resume.enhance': {
    queue: 'ai',
    payload: z.object({ resumeData: resumeDataSchema }),
    result: z.object({
      resume: resumeDataSchema,
      engine: engineSchema,
      findings: findingsSchema.optional(),
      /** The lines it changed, each with why, for the user to keep or reject before saving. */
      changes: lineChangesSchema.optional(),
    }),
  },
  'resume.tailor': {
    queue: 'ai',
    payload: z.object({ resumeData: resumeDataSchema, jobDescription: z.string() }),
    result: tailorOutcomeSchema.extend({ engine: engineSchema }),
  },
  'resumeText.enhance': {
    queue: 'ai',
    payload: z.object({ resumeText: z.string() }),
    result: z.object({ markdown: z.string(), engine: engineSchema, findings: findingsSchema.optional() }),
  },
  'editorText.expand': {
    queue: 'ai',
    payload: z.object({ rawText: z.string() }),
    result: z.object({
      enhancedText: z.string(),
      engine: engineSchema,
      findings: findingsSchema.optional(),
      changes: lineChangesSchema.optional(),
    }),
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
  'resumeText.parse': {
    queue: 'parse',
    payload: z.union([z.object({ text: z.string() }), z.object({ html: z.string() })]),
    result: z.object({ structured: resumeDataSchema.nullable(), text: z.string().optional() }),
  },
  'resume.score': {
    queue: 'score',
    payload: z.object({ htmlResume: z.string(), jobDescription: z.string() }),
    result: atsReportSchema,
  },
  /** The resume review: light CPU and a dictionary, like scoring; no AI use. */
  'resume.review': {
    queue: 'score',
    payload: z.object({ resumeData: resumeDataSchema }),
    result: z.object({ findings: findingsSchema }),
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
    payload: z.object({
      format: formatSchema,
      text: z.string(),
      title: z.string(),
      pageSize: z.enum(PAGE_SIZES).default('a4'),
    }),
    result: fileResultSchema,
  },
  'coverLetter.render': {
    queue: 'render',
    payload: z.object({
      format: formatSchema,
      coverLetter: z.string(),
      name: z.string(),
      pageSize: z.enum(PAGE_SIZES).default('a4'),
    }),
    result: fileResultSchema,
  },
  /** "Download my data": the archive, with a PDF of each resume, so it runs where Chromium is. */
  'account.export': {
    queue: 'render',
    payload: z.object({ archive: accountArchiveSchema }),
    result: fileResultSchema,
    keepCompletedSeconds: ACCOUNT_EXPORT_TTL_SECONDS,
  },
} as const satisfies Record<
  string,
  {
    queue: QueueName;
    payload: z.ZodType;
    result: z.ZodType;
    /** How long the finished job (its sealed result) stays, when longer than every job's few minutes. */
    keepCompletedSeconds?: number;
  }
>;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.input<(typeof jobs)[N]['payload']>;
export type JobResult<N extends JobName> = z.infer<(typeof jobs)[N]['result']>;

/** A queue's twin for the jobs among its own that need no browser: DOCX renders go to `document`. */
const lightQueueOf: Partial<Record<QueueName, QueueName>> = { render: 'document' };

/** The queue one job goes to: its job's queue, or that queue's light twin for a DOCX. */
export function queueOf<N extends JobName>(name: N, payload: JobPayload<N>): QueueName {
  const { queue } = jobs[name];
  const light = lightQueueOf[queue];
  return light && (payload as { format?: unknown }).format === 'docx' ? light : queue;
}

/** Every queue a job may be on (a worker refuses it anywhere else). */
export function queuesOfJob(name: JobName): QueueName[] {
  const { queue } = jobs[name];
  const light = lightQueueOf[queue];
  return light ? [queue, light] : [queue];
}
