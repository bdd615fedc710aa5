import { randomUUID } from 'node:crypto';
import { jobIdSchema } from '@rb/contracts';
import { badRequest } from '@rb/kit';
import type { Request } from 'express';

/** The client's X-Job-Id in its one spelling (a lower-case UUID, never containing ':'), or a fresh one. */
export function jobIdOf(req: Request): string {
  const header = req.get('x-job-id');
  if (header === undefined) return randomUUID();
  const parsed = jobIdSchema.safeParse(header);
  if (!parsed.success) throw badRequest('X-Job-Id must be a UUID.', ['X-Job-Id']);
  return parsed.data;
}
