import { sql } from 'kysely';
import type { ResumeDb } from './db';

/**
 * The day before today (UTC): AI charges and daily counts from before it serve nothing. The quota reads
 * only today's count, and a charge is only there to give a failed job's use back to its day; a job
 * queued just before midnight may still fail after it, so yesterday's are kept.
 */
const yesterday = sql<string>`(now() at time zone 'utc')::date - 1`;

/**
 * Deletes job records no longer needed: claimed job ids (and the sealed AI results kept with them)
 * older than `jobRequestHours`, and AI charges and daily counts from before yesterday. Returns how
 * many rows went.
 */
export async function pruneJobRecords(db: ResumeDb, jobRequestHours: number): Promise<number> {
  const results = await Promise.all([
    db
      .deleteFrom('job_requests')
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${jobRequestHours})`)
      .executeTakeFirst(),
    db.deleteFrom('ai_usage_charges').where('day', '<', yesterday).executeTakeFirst(),
    db.deleteFrom('ai_usage').where('day', '<', yesterday).executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}

/**
 * A job id must stay claimed while BullMQ may still hold its job: a failed one is kept (and can be
 * retried from the console) for FAILED_JOB_RETENTION_HOURS, and an id claimed again meanwhile would
 * join that old job instead of running its new request.
 */
export function checkJobRequestRetention(config: {
  JOB_REQUEST_RETENTION_HOURS: number;
  FAILED_JOB_RETENTION_HOURS: number;
}): void {
  if (config.JOB_REQUEST_RETENTION_HOURS < config.FAILED_JOB_RETENTION_HOURS)
    throw new Error(
      `JOB_REQUEST_RETENTION_HOURS (${config.JOB_REQUEST_RETENTION_HOURS}) must be at least FAILED_JOB_RETENTION_HOURS (${config.FAILED_JOB_RETENTION_HOURS}): a job id stays claimed while its failed job is kept`,
    );
}
