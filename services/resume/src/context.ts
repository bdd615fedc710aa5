import type { JobName, JobPayload, JobResult } from '@rb/contracts';
import { currentUser, HttpError, type Keyring, unavailable } from '@rb/kit';
import type { Request } from 'express';
import { consumeAiUse } from './aiQuota';
import type { ResumeConfig } from './config';
import type { ResumeDb } from './db';
import { type JobClient, JobFailedError } from './jobClient';
import { jobIdOf } from './jobId';
import type { ResumeStore } from './resumeStore';

export interface ResumeServiceDeps {
  config: Pick<ResumeConfig, 'AI_DAILY_LIMIT' | 'RATE_LIMIT_PER_MINUTE' | 'COSTLY_RATE_LIMIT_PER_MINUTE'>;
  db: ResumeDb;
  keyring: Keyring;
  store: ResumeStore;
  jobs: JobClient;
}

export interface RunOptions {
  /** Counts one AI use before a new job is queued (not for a repeated X-Job-Id). */
  aiUse?: boolean;
  /** Whether a failed job's own message is shown (422) or a generic 503 (its message may hold internals). */
  showFailure?: boolean;
}

/** Runs one job for the requesting user and maps its failure to an honest HTTP error. */
export function jobRunner(deps: ResumeServiceDeps) {
  return async function runJob<N extends JobName>(
    req: Request,
    name: N,
    payload: JobPayload<N>,
    options: RunOptions = {},
  ): Promise<JobResult<N>> {
    const user = currentUser(req);
    try {
      return await deps.jobs.run(name, payload, {
        ownerId: user.id,
        requestId: String(req.id),
        ...jobIdOf(req),
        beforeEnqueue: options.aiUse
          ? () => consumeAiUse(deps.db, user.id, deps.config.AI_DAILY_LIMIT)
          : undefined,
      });
    } catch (error) {
      if (!(error instanceof JobFailedError)) throw error;
      req.log.warn({ job: name, reason: error.message }, 'job failed');
      if (options.showFailure) throw new HttpError(422, 'UNPROCESSABLE', error.message);
      throw unavailable('The request could not be completed. Please try again.');
    }
  };
}
export type RunJob = ReturnType<typeof jobRunner>;
