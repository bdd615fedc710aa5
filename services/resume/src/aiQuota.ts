import { HttpError } from '@rb/kit';
import { sql } from 'kysely';
import type { ResumeDb } from './db';

/**
 * Counts one AI use for today (UTC) in a single upsert, so concurrent requests can never both take the
 * last use. Past the limit the increment is not applied and the request gets a 429.
 */
export async function consumeAiUse(db: ResumeDb, userId: string, limit: number): Promise<number> {
  const row = await db
    .insertInto('ai_usage')
    .values({ user_id: userId, day: sql<string>`(now() at time zone 'utc')::date`, count: 1 })
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
  return row.count;
}
