import { z } from 'zod';
import { engineSchema } from './api/resume';
import { atsReportSchema } from './domain/ats';
import { coverLetterRequestSchema } from './domain/coverLetter';
import { resumeDataSchema } from './domain/resume';
import { suggestionsSchema } from './domain/suggestions';

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

const templateSchema = z.enum(['classic', 'modern']);
export type TemplateName = z.infer<typeof templateSchema>;
export const templateNames = templateSchema.options;

const fileResult = z.object({
  /** base64 of the file's bytes */
  base64: z.string(),
  contentType: z.string(),
});

/** Every job: its name (`entity.verb`), its queue, and the shapes of its payload and result. */
export const jobs = {
  'resume.enhance': {
    queue: 'ai',
    payload: z.object({ resumeData: resumeDataSchema }),
    result: z.object({ resume: resumeDataSchema, engine: engineSchema, suggestions: suggestionsSchema }),
  },
  'resume.enhanceText': {
    queue: 'ai',
    payload: z.object({ resumeText: z.string() }),
    result: z.object({ markdown: z.string(), engine: engineSchema, suggestions: suggestionsSchema }),
  },
  'editor.expand': {
    queue: 'ai',
    payload: z.object({ rawText: z.string() }),
    result: z.object({ enhancedText: z.string(), engine: engineSchema, suggestions: suggestionsSchema }),
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
      format: z.enum(['pdf', 'docx']),
      template: templateSchema.default('classic'),
      resume: resumeDataSchema,
    }),
    result: fileResult,
  },
  'editorText.render': {
    queue: 'render',
    payload: z.object({ format: z.enum(['pdf', 'docx']), text: z.string(), title: z.string() }),
    result: fileResult,
  },
  'coverLetter.render': {
    queue: 'render',
    payload: z.object({ format: z.enum(['pdf', 'docx']), coverLetter: z.string(), name: z.string() }),
    result: fileResult,
  },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType; result: z.ZodType }>;

export type JobName = keyof typeof jobs;
export type JobPayload<N extends JobName> = z.input<(typeof jobs)[N]['payload']>;
export type JobResult<N extends JobName> = z.infer<(typeof jobs)[N]['result']>;
export const jobNames = Object.keys(jobs) as JobName[];
