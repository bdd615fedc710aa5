import { isJobFailureCode, type JobName, type JobPayload, type JobResult, jobFailures } from '@rb/contracts';
import {
  currentUser,
  HttpError,
  type JobCharge,
  type JobClient,
  JobFailedError,
  type Keyring,
  recordAudit,
  unavailable,
} from '@rb/kit';
import type { Request } from 'express';
import { chargeAiUse, refundAiUse } from './aiQuota';
import type { ResumeConfig } from './config';
import type { ResumeDb } from './db';
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
  /** Charges one AI use per job id before a new job is queued, given back if the job fails. */
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
    const { jobId, fresh } = jobIdOf(req);
    const aiCharge = { userId: user.id, jobId };
    const charge: JobCharge | undefined = options.aiUse
      ? {
          take: async () => {
            await chargeAiUse(deps.db, aiCharge, deps.config.AI_DAILY_LIMIT);
            // One record per charged use (a repeated X-Job-Id joins its job and is not charged again).
            await recordAudit(
              deps.db,
              {
                actorId: user.id,
                event: 'ai-use',
                outcome: 'success',
                ip: req.ip,
                details: { job: name, jobId },
              },
              req.log,
            );
          },
          // A refund that cannot be written must not hide the job's own failure from the user.
          giveBack: () =>
            refundAiUse(deps.db, aiCharge).catch((error: unknown) => {
              req.log.error({ err: error, jobId }, 'AI use could not be given back');
            }),
        }
      : undefined;
    try {
      return await deps.jobs.run(name, payload, {
        ownerId: user.id,
        requestId: String(req.id),
        jobId,
        fresh,
        charge,
      });
    } catch (error) {
      if (!(error instanceof JobFailedError)) throw error;
      req.log.warn({ job: name, reason: error.message }, 'job failed');
      if (isJobFailureCode(error.message)) {
        const { status, message } = jobFailures[error.message];
        throw new HttpError(status, 'UNAVAILABLE', message);
      }
      if (options.showFailure) throw new HttpError(422, 'UNPROCESSABLE', error.message);
      throw unavailable('The request could not be completed. Please try again.');
    }
  };
}
export type RunJob = ReturnType<typeof jobRunner>;
