import { EMAIL_NOT_VERIFIED_MESSAGE } from '@rb/contracts';
import { HttpError } from '@rb/kit';
import { sql } from 'kysely';
import type { ResumeDb } from './db';

export interface AiCharge {
  userId: string;
  jobId: string;
}

const today = sql<string>`(now() at time zone 'utc')::date`;

/**
 * Takes one AI use of today's (UTC) allowance for a job, for an account with a verified address only. Runs inside the transaction that claims the job
 * id (jobRequests.ts), so an id is charged at most once; past the limit it throws a 429, the transaction
 * rolls back and neither the claim nor the charge row is left.
 */
export async function chargeAiUse(trx: ResumeDb, { userId, jobId }: AiCharge, limit: number): Promise<void> {
  // The allowance comes with a verified address (the auth service's users table, shared database).
  const account = await trx
    .selectFrom('users')
    .select('email_verified_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account?.email_verified_at) throw new HttpError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
  await trx.insertInto('ai_usage_charges').values({ job_id: jobId, user_id: userId, day: today }).execute();
  const row = await trx
    .insertInto('ai_usage')
    .values({ user_id: userId, day: today, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ count: sql<number>`ai_usage.count + 1` })
        .where('ai_usage.count', '<', limit),
    )
    .returning('count')
    .executeTakeFirst();
  if (!row || row.count > limit) {
    throw new HttpError(
      429,
      'AI_LIMIT_REACHED',
      `You have used all ${limit} AI enhancements for today. The limit resets at midnight UTC.`,
    );
  }
}

/**
 * Gives a job's AI use back to the day it was taken from, in one statement: deleting the charge row
 * decides it, so a refund happens at most once however many requests see the job fail, and the
 * count never goes below 0.
 */
export async function refundAiUse(db: ResumeDb, { userId, jobId }: AiCharge): Promise<void> {
  await db
    .with('refunded', (qb) =>
      qb
        .deleteFrom('ai_usage_charges')
        .where('job_id', '=', jobId)
        .where('user_id', '=', userId)
        .returning(['user_id', 'day']),
    )
    .updateTable('ai_usage')
    .from('refunded')
    .set({ count: sql<number>`greatest(ai_usage.count - 1, 0)` })
    .whereRef('ai_usage.user_id', '=', 'refunded.user_id')
    .whereRef('ai_usage.day', '=', 'refunded.day')
    .execute();
}

/** The refusal of an AI use beyond its client network's daily allowance (AI_DAILY_LIMIT_PER_ADDRESS). */
export const aiAddressLimitReached = (retryAfterSeconds: number): HttpError =>
  new HttpError(
    429,
    'AI_LIMIT_REACHED',
    'The AI enhancements for your network are used up for today. The limit resets at midnight UTC.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
