import { randomUUID } from 'node:crypto';
import { jobIdSchema } from '@rb/contracts';
import type { Request } from 'express';
import { badRequest } from './httpError';

declare global {
  namespace Express {
    interface Request {
      /** Set by the endpoint router, with the other inputs, on an endpoint that declares jobs. */
      jobId?: string;
    }
  }
}

/** The client's X-Job-Id in its one spelling (a lower-case UUID, never containing ':'), or a fresh one. */
export function jobIdOf(req: Request): string {
  const header = req.get('x-job-id');
  if (header === undefined) return randomUUID();
  const parsed = jobIdSchema.safeParse(header);
  if (!parsed.success) throw badRequest('X-Job-Id must be a UUID.', ['X-Job-Id']);
  return parsed.data;
}

/**
 * Whether the request's job id is the client's (X-Job-Id) rather than one jobIdOf drew for it. A drawn
 * id is a fresh random UUID that no client knows before the answer, so no earlier request can have
 * used it and nothing needs recording against a later repeat while its job runs.
 */
export const jobIdFromClient = (req: Request): boolean => req.get('x-job-id') !== undefined;

/** The job id of a request whose endpoint declares jobs (validated by the endpoint router). */
export function currentJobId(req: Request): string {
  if (!req.jobId) throw new Error(`${req.method} ${req.path} runs a job but its endpoint declares none`);
  return req.jobId;
}
