import { type JobName, type JobPayload, type JobResult, publicJobFailure } from '@rb/contracts';
import {
  type AddressAllowance,
  currentJobId,
  currentUser,
  encryptJson,
  HttpError,
  type JobClient,
  JobFailedError,
  jobIdFromClient,
  type Keyring,
  type QueuedJob,
  recordAudit,
  unavailable,
} from '@rb/kit';
import type { Job } from 'bullmq';
import type { Request } from 'express';
import { chargeAiUse, refundAiUse } from './aiQuota';
import type { ResumeConfig } from './config';
import type { ResumeDb } from './db';
import type { DiffThreads } from './diffThreads';
import {
  bodyHashOf,
  checkRepeat,
  claimJob,
  type JobClaim,
  JUST_CLAIMED_MS,
  keepResult,
  recordJob,
  releaseJob,
  resultGone,
} from './jobRequests';
import type { RenderCache } from './renderCache';
import type { ResumeStore } from './resumeStore';

export interface ResumeServiceDeps {
  config: Pick<ResumeConfig, 'AI_DAILY_LIMIT' | 'RATE_LIMIT_PER_MINUTE' | 'COSTLY_RATE_LIMIT_PER_MINUTE'>;
  db: ResumeDb;
  keyring: Keyring;
  store: ResumeStore;
  jobs: JobClient;
  renderCache: RenderCache;
  /** Version diffs, computed off the event loop. */
  diffs: DiffThreads;
  /** AI uses per client network and day (AI_DAILY_LIMIT_PER_ADDRESS; main.ts sets it). */
  aiByAddress?: AddressAllowance;
}

export interface RunOptions {
  /**
   * Charges one AI use when the job id is first claimed, given back if the job fails; the result is kept
   * with the claim, so repeating the request returns it instead of running (and paying) again.
   */
  aiUse?: boolean;
  /** Whether a failed job is the input's fault (422 with its public message) or ours (a generic 503). */
  showFailure?: boolean;
}

/**
 * Runs one job for the requesting user and maps its failure to an honest HTTP error. The job id is
 * claimed first, in one Redis command: a new id queues a job, a repeated one joins the job (or reads
 * the result) its first request started, and an id is never run twice. The durable record of a
 * client's id (PostgreSQL) is written while the job runs, or, for a job that charges an AI use, before it
 * is queued in the charge's own transaction.
 */
export function jobRunner(deps: ResumeServiceDeps) {
  return async function runJob<N extends JobName>(
    req: Request,
    name: N,
    payload: JobPayload<N>,
    options: RunOptions = {},
  ): Promise<JobResult<N>> {
    const user = currentUser(req);
    const jobId = currentJobId(req);
    const context = { ownerId: user.id, requestId: String(req.id), jobId };
    const claimant = { userId: user.id, name, bodyHash: bodyHashOf(name, payload) };
    const aiCharge = { userId: user.id, jobId };
    // A refund that cannot be written must not hide the job's own failure from the user.
    const giveBack = async () => {
      if (!options.aiUse) return;
      await refundAiUse(deps.db, aiCharge).catch((error: unknown) => {
        req.log.error({ err: error, jobId }, 'AI use could not be given back');
      });
      await deps.aiByAddress?.giveBack(req.ip).catch(() => undefined);
    };

    // An id drawn for this request (no X-Job-Id) has no earlier use: unless an AI charge must be
    // decided first, it is claimed with its job's add, a round trip less (JobClient.add).
    const drawn = !jobIdFromClient(req) && !options.aiUse;
    const earlier = drawn ? undefined : await deps.jobs.claim(jobId, claimant);
    if (earlier) checkRepeat(earlier, claimant);
    let claim: JobClaim;
    let recorded: Promise<void> | undefined;
    if (options.aiUse) {
      // The charge and the durable claim are one transaction, so PostgreSQL decides who runs the job.
      try {
        claim = await claimJob(deps.db, { jobId, userId: user.id, name, payload }, async (trx) => {
          await chargeAiUse(trx, aiCharge, deps.config.AI_DAILY_LIMIT);
          // The address's allowance after the account's, so a user past their own spends none of it;
          // refused here, the transaction rolls the account's charge back.
          await deps.aiByAddress?.take(req.ip);
        });
      } catch (error) {
        if (!earlier) await deps.jobs.unclaim(jobId).catch(() => undefined);
        throw error;
      }
    } else if (earlier) {
      claim = { kind: 'repeat', result: null, justClaimed: Date.now() - earlier.at < JUST_CLAIMED_MS };
    } else {
      claim = { kind: 'new' };
    }

    let job: Job | QueuedJob;
    if (claim.kind === 'new') {
      // One audit record per charged use (a repeated X-Job-Id joins its job and is not charged again).
      if (options.aiUse) {
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
      }
      try {
        job = await deps.jobs.add(name, payload, context, drawn ? claimant : undefined);
      } catch (error) {
        await giveBack();
        await deps.jobs.unclaim(jobId).catch(() => undefined);
        // An AI job's claim row was written with its charge; nothing else has a row yet.
        if (options.aiUse) await releaseJob(deps.db, jobId).catch(() => undefined);
        throw error;
      }
      // An id of the client's own is recorded for good while the job runs (off the path to the queue),
      // so a repeat after Redis forgot the claim is still refused or answered as before. An id drawn for
      // this request is known to no client until the answer, so it has no earlier use to refuse and
      // needs no durable record: a statement and a commit less on every such request (issue 34).
      if (!options.aiUse && !drawn) {
        recorded = recordJob(deps.db, { ...claimant, jobId });
        // Awaited before any answer; until then its failure must not count as unhandled.
        recorded.catch(() => undefined);
      }
    } else {
      if (claim.result) return deps.jobs.open(name, claim.result);
      const found = await deps.jobs.find(name, context, claim.justClaimed);
      if (!found) throw resultGone();
      job = found;
    }

    let result: JobResult<N>;
    try {
      result = await deps.jobs.wait(name, job);
    } catch (error) {
      // A refused record (the id was someone else's, or another request's) outranks the job's outcome.
      await recorded;
      if (!(error instanceof JobFailedError)) throw error;
      await giveBack();
      req.log.warn({ job: name, reason: error.message }, 'job failed');
      const failure = publicJobFailure(error.message);
      // Nothing the user can do but wait (for the provider or the operator): a 503 saying so.
      if (failure.code === 'RENDERER_UNAVAILABLE' || failure.code === 'AI_UNAVAILABLE')
        throw unavailable(failure.message);
      if (options.showFailure) throw new HttpError(422, 'UNPROCESSABLE', failure.message);
      throw unavailable('The request could not be completed. Please try again.');
    }
    await recorded;
    if (options.aiUse) {
      // The user has the result in hand; failing to keep a copy only costs a later repeat its answer.
      await keepResult(deps.db, jobId, encryptJson(deps.keyring, result)).catch((error: unknown) => {
        req.log.error({ err: error, jobId }, 'AI result could not be kept');
      });
    }
    return result;
  };
}
export type RunJob = ReturnType<typeof jobRunner>;
