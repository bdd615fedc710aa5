import { createHash } from 'node:crypto';
import type { JobName } from '@rb/contracts';
import { conflict, type Envelope, HttpError, type JobClaimant, notFound, unavailable } from '@rb/kit';
import type { ResumeDb } from './db';

export interface JobRequest {
  jobId: string;
  userId: string;
  name: JobName;
  /** The job's validated payload; only its hash is kept. */
  payload: unknown;
}

/** What a request may do with its job id: run a new job, or join (or read) the one its id already ran. */
export type JobClaim =
  | { kind: 'new' }
  | {
      kind: 'repeat';
      /** The sealed result an AI job left, if any. */
      result: Envelope | null;
      /** The first request may still be queueing the job. */
      justClaimed: boolean;
    };

/** A claim younger than this may belong to a request that has not queued its job yet. */
export const JUST_CLAIMED_MS = 30_000;

/** Same id with another job or another body is a different request: refused rather than answered. */
export const bodyHashOf = (name: JobName, payload: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([name, payload]))
    .digest('base64url');

/**
 * An id already claimed may only be repeated by its user with the same job and body: another user's id
 * is a 404, exactly as for an unknown job, and another job or body a 422.
 */
export function checkRepeat(
  earlier: { userId: string; name: string; bodyHash: string },
  request: JobClaimant,
): void {
  if (earlier.userId !== request.userId) throw notFound('Job not found.');
  if (earlier.name !== request.name || earlier.bodyHash !== request.bodyHash) {
    throw new HttpError(422, 'UNPROCESSABLE', 'This job id was already used for a different request.');
  }
}

/** The answer to a repeat whose job BullMQ has removed and whose result was not kept. */
export const resultGone = () =>
  conflict('This job has finished and its result is no longer kept. Send it with a new X-Job-Id.');

/**
 * Claims a job id for JOB_REQUEST_RETENTION_HOURS (jobRecordRetention.ts). The first request with an id gets `new` (and `pay` runs in the same
 * transaction, so a refused payment leaves the id unclaimed); a later one with the same user, job and
 * body gets `repeat`; another body is a 422 and another user's id a 404, exactly as for an unknown job.
 * Concurrent first requests wait on the row's key, so only one of them runs the job.
 */
export async function claimJob(
  db: ResumeDb,
  request: JobRequest,
  /** Runs inside the claim's transaction (a kysely Transaction is a ResumeDb). */
  pay?: (trx: ResumeDb) => Promise<void>,
): Promise<JobClaim> {
  const bodyHash = bodyHashOf(request.name, request.payload);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('job_requests')
      .values({ job_id: request.jobId, user_id: request.userId, name: request.name, body_hash: bodyHash })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .returning('job_id')
      .executeTakeFirst();
    if (inserted) {
      await pay?.(trx);
      return { kind: 'new' } as const;
    }
    const row = await trx
      .selectFrom('job_requests')
      .select(['user_id', 'name', 'body_hash', 'result', 'created_at'])
      .where('job_id', '=', request.jobId)
      .executeTakeFirst();
    // Released between our insert and this read: its first request could not queue the job.
    if (!row) throw unavailable();
    checkRepeat(
      { userId: row.user_id, name: row.name, bodyHash: row.body_hash },
      { userId: request.userId, name: request.name, bodyHash },
    );
    return {
      kind: 'repeat',
      result: row.result,
      justClaimed: Date.now() - row.created_at.getTime() < JUST_CLAIMED_MS,
    } as const;
  });
}

/**
 * The durable record of a job id first claimed in Redis (a job that charges nothing), written while
 * its job runs. A row already there means Redis forgot an old claim: the id is refused as the row
 * says (404, 422), or, for the same request, answered as a repeat whose result is gone (409).
 */
export async function recordJob(db: ResumeDb, claimant: JobClaimant & { jobId: string }): Promise<void> {
  const inserted = await db
    .insertInto('job_requests')
    .values({
      job_id: claimant.jobId,
      user_id: claimant.userId,
      name: claimant.name,
      body_hash: claimant.bodyHash,
    })
    .onConflict((oc) => oc.column('job_id').doNothing())
    .returning('job_id')
    .executeTakeFirst();
  if (inserted) return;
  const row = await db
    .selectFrom('job_requests')
    .select(['user_id', 'name', 'body_hash'])
    .where('job_id', '=', claimant.jobId)
    .executeTakeFirst();
  if (!row) throw unavailable();
  checkRepeat({ userId: row.user_id, name: row.name, bodyHash: row.body_hash }, claimant);
  throw resultGone();
}

/** Frees an id whose job was never queued, so the client's retry with the same id can run it. */
export async function releaseJob(db: ResumeDb, jobId: string): Promise<void> {
  await db.deleteFrom('job_requests').where('job_id', '=', jobId).execute();
}

/** Keeps a finished AI job's sealed result: a repeated request gets it back after BullMQ removed the job. */
export async function keepResult(db: ResumeDb, jobId: string, result: Envelope): Promise<void> {
  await db.updateTable('job_requests').set({ result }).where('job_id', '=', jobId).execute();
}

/** The kept result of one of the user's jobs, for GET /api/jobs/:id after BullMQ removed the job. */
export async function keptResult(
  db: ResumeDb,
  jobId: string,
  userId: string,
): Promise<{ name: string; result: Envelope } | undefined> {
  const row = await db
    .selectFrom('job_requests')
    .select(['name', 'result'])
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .where('result', 'is not', null)
    .executeTakeFirst();
  return row?.result ? { name: row.name, result: row.result } : undefined;
}
