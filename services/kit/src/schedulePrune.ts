import type { Kysely } from 'kysely';
import { createDb, type Database } from './db';
import type { Logger } from './logger';

export interface PruneSchedule {
  /** What is pruned, for the log lines. */
  what: string;
  everyMs: number;
  /** The database to prune; the schedule opens its own connection to it (see schedulePrune). */
  databaseUrl: string;
  /**
   * Deletes what is past its retention through `db` (widened with `withTables` for a service's own
   * tables); returns how many rows went.
   */
  prune: (db: Kysely<Database>) => Promise<number>;
  logger: Logger;
}

/**
 * Runs a retention prune at once and then every `everyMs`; returns the function that stops it and
 * closes its connection. A failure is logged and retried on the next round; the timer never holds the
 * process open. Prunes are plain deletes of rows past a date, so replicas running the same schedule
 * only repeat each other.
 *
 * The prune runs on a one-connection pool of its own with maintenance timeouts: on a large table it may
 * rightly run for seconds, past the request pool's statement limit, and it never takes a request's
 * connection.
 */
export function schedulePrune({
  what,
  everyMs,
  databaseUrl,
  prune,
  logger,
}: PruneSchedule): () => Promise<void> {
  const db = createDb(databaseUrl, { max: 1, timeouts: 'maintenance' });
  const run = () =>
    prune(db).then(
      (removed) => removed > 0 && logger.info({ removed, what }, 'retention prune'),
      (error: unknown) => logger.warn({ err: error, what }, 'retention prune failed; retried next round'),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await db.destroy();
  };
}
