import { conflict, HttpError } from '@rb/kit';
import { sql } from 'kysely';
import type { ResumeDb } from './db';

export interface AiCharge {
  userId: string;
  jobId: string;
}

const today = sql<string>`(now() at time zone 'utc')::date`;

/**
 * Takes one AI use of today's (UTC) allowance for a job, once per job id. The charge row and the count
 * change in one transaction: a concurrent request with the same job id waits on the charge row's key and
 * then finds it taken, so it joins the job without paying again. Past the limit the transaction rolls
 * back (no charge row is left) and the request gets a 429.
 */
export async function chargeAiUse(db: ResumeDb, { userId, jobId }: AiCharge, limit: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const charged = await trx
      .insertInto('ai_usage_charges')
      .values({ job_id: jobId, user_id: userId, day: today })
      .onConflict((oc) => oc.column('job_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!charged) {
      const owner = await trx
        .selectFrom('ai_usage_charges')
        .select('user_id')
        .where('job_id', '=', jobId)
        .executeTakeFirst();
      // Another user racing for the same new job id must not join (and read) that user's job.
      if (owner && owner.user_id !== userId) throw conflict('This job id is already in use.');
      return;
    }
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
  });
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
