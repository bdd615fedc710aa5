import type { JobFailureCode } from '@rb/contracts';
import { UnrecoverableError } from 'bullmq';

/**
 * A job that fails the same way on every attempt, for a reason users may read: its message (BullMQ's
 * failedReason, which reaches GET /api/jobs/:id and job:failed) is only the public code; the detail is
 * for the worker's log.
 */
export class JobFailure extends UnrecoverableError {
  constructor(
    readonly code: JobFailureCode,
    readonly detail: string,
  ) {
    super(code);
    this.name = 'JobFailure';
  }
}
