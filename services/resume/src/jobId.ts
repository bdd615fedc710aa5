import { randomUUID } from 'node:crypto';
import { jobIdSchema } from '@rb/contracts';
import { badRequest } from '@rb/kit';
import type { Request } from 'express';

/**
 * The client's X-Job-Id (a UUID, so never containing ':') or a fresh one. `fresh` says the id was made
 * here, so no job can have it yet and the duplicate check can be skipped.
 */
export function jobIdOf(req: Request): { jobId: string; fresh: boolean } {
  const header = req.get('x-job-id');
  if (header === undefined) return { jobId: randomUUID(), fresh: true };
  const parsed = jobIdSchema.safeParse(header);
  if (!parsed.success) throw badRequest('X-Job-Id must be a UUID.', ['X-Job-Id']);
  return { jobId: parsed.data, fresh: false };
}
