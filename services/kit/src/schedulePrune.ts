import type { Logger } from './logger';

export interface PruneSchedule {
  /** What is pruned, for the log lines. */
  what: string;
  everyMs: number;
  /** Deletes what is past its retention; returns how many rows went. */
  prune: () => Promise<number>;
  logger: Logger;
}

/**
 * Runs a retention prune at once and then every `everyMs`; returns the function that stops it. A
 * failure is logged and retried on the next round; the timer never holds the process open. Prunes are
 * plain deletes of rows past a date, so replicas running the same schedule only repeat each other.
 */
export function schedulePrune({ what, everyMs, prune, logger }: PruneSchedule): () => void {
  const run = () =>
    prune().then(
      (removed) => removed > 0 && logger.info({ removed, what }, 'retention prune'),
      (error: unknown) => logger.warn({ err: error, what }, 'retention prune failed; retried next round'),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
