import { z } from 'zod';

/**
 * What a job looks like in Redis, shared by the producer (resume service), the consumers (workers) and
 * the relay (gateway). Personal data never rests there in the clear: the payload and the result are
 * AES-256-GCM envelopes; only the owner's id (for the relay), the request id (for logs) and the trace context are plain.
 */
export const envelopeSchema = z.object({
  kid: z.string(),
  iv: z.string(),
  tag: z.string(),
  data: z.string(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const jobDataSchema = z.object({
  ownerId: z.string().min(1),
  requestId: z.string(),
  payload: envelopeSchema,
  /** W3C trace context (`traceparent`…) of the request that queued the job; empty without tracing. */
  trace: z.record(z.string(), z.string().max(512)).optional(),
});
export type JobData = z.infer<typeof jobDataSchema>;

/** A rendered file as a job returns it (PDF or DOCX bytes, base64). */
export const fileResultSchema = z.object({
  base64: z.string(),
  contentType: z.string(),
});
export type FileResult = z.infer<typeof fileResultSchema>;

/** The states GET /api/jobs/:id reports; anything else BullMQ says is `unknown`. */
export const jobStates = ['waiting', 'active', 'completed', 'failed', 'delayed', 'unknown'] as const;
export type JobState = (typeof jobStates)[number];
