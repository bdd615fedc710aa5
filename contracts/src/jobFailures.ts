import { z } from 'zod';

/**
 * Why a job failed, as users see it: a stable code and a SPEC §8-style sentence. A worker fails a job
 * with one of these codes as its whole message; any other message (a provider's "Incorrect API key
 * provided: sk-…", a stack detail) is internal, goes to the logs only, and reads as JOB_FAILED.
 */
export const jobFailures = {
  PDF_TOO_LONG: 'The PDF is too long for a resume. Please upload a shorter file.',
  PDF_UNREADABLE: 'The PDF could not be read. Please upload another file.',
  PDF_TOO_COMPLEX: 'The PDF took too long to read. Please upload a simpler file.',
  PDF_TOO_BIG: 'The PDF unpacks to more data than a resume holds. Please upload a smaller or simpler file.',
  INPUT_TOO_COMPLEX: 'The text took too long to process. Please shorten or simplify it and try again.',
  AI_UNAVAILABLE: 'The AI service is not answering right now. Please try again in a few minutes.',
  RENDERER_UNAVAILABLE:
    'PDF downloads are unavailable on this server right now: it has no browser to render them. DOCX downloads still work.',
  JOB_FAILED: 'Something went wrong. Please try again.',
} as const;

export type JobFailureCode = keyof typeof jobFailures;
export const jobFailureCodes = Object.keys(jobFailures) as [JobFailureCode, ...JobFailureCode[]];
export const jobFailureCodeSchema = z.enum(jobFailureCodes);

export interface JobFailure {
  code: JobFailureCode;
  message: string;
}

/** The public face of a failed job's reason (BullMQ's failedReason). */
export function publicJobFailure(reason: string | null | undefined): JobFailure {
  const code = jobFailureCodeSchema.safeParse(reason).data ?? 'JOB_FAILED';
  return { code, message: jobFailures[code] };
}
