import type { Redis } from '@rb/kit';

export type AdminLog = 'legal-log' | 'audit-log';

/** The window of LOG_BROWSE_ROWS_PER_HOUR. */
const HOUR_SECONDS = 3600;

/** Rows of each admin log each admin read in the hour since their first read, shared by replicas. */
export interface LogReadTally {
  /** Adds a read's rows and answers the hour's total; undefined when Redis cannot count. */
  add(actorId: string, log: AdminLog, rows: number): Promise<number | undefined>;
}

/**
 * Counted in Redis (INCRBY, EXPIRE NX), so that reading a log one screen at a time, by moving a filter
 * (`to`, `user`, `event`) instead of the cursor, adds up like reading it in one request (issue 32
 * finding 9). A count Redis cannot give is undefined, which the caller records as a bulk read.
 */
export function createLogReadTally(redis: Redis, keyPrefix: string): LogReadTally {
  return {
    async add(actorId, log, rows) {
      const key = `${keyPrefix}:log-reads:${log}:${actorId}`;
      const replies = await redis
        .multi()
        .incrby(key, rows)
        .expire(key, HOUR_SECONDS, 'NX')
        .exec()
        .catch(() => null);
      const [error, total] = replies?.[0] ?? [new Error('no reply')];
      return error ? undefined : Number(total);
    },
  };
}
