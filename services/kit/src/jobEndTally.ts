import type { QueueName } from '@rb/contracts';
import { addToMinute, type JobOutcome, jobEndField, jobEndKey } from './consoleRollup';
import type { Redis } from './redis';

/** How long a worker process gathers job ends before writing them to the console's rollup. */
export const TALLY_FLUSH_MS = 250;

/**
 * A worker process's job ends for the console's rollup (consoleRollup.ts), gathered in memory and
 * written together at most every TALLY_FLUSH_MS: one pipeline per flush instead of a command per job
 * (issue 34: work done once per worker, not per job). The console reads minutes, so a quarter second
 * late changes nothing it shows; a Redis error, or a process killed before its flush, costs those data
 * points, never a job, as a failed count always did.
 */
export class JobEndTally {
  /** Counts per minute hash, then per field. */
  private counts = new Map<string, Map<string, number>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly flushMs = TALLY_FLUSH_MS,
  ) {}

  add(queue: QueueName, end: JobOutcome, at = Date.now()): void {
    const key = jobEndKey(this.prefix, queue, at);
    const fields = this.counts.get(key) ?? new Map<string, number>();
    const field = jobEndField(end);
    fields.set(field, (fields.get(field) ?? 0) + 1);
    this.counts.set(key, fields);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      // Gathered counts never keep a process alive; close() writes them.
      this.timer.unref();
    }
  }

  /** Writes what was gathered: a round trip per minute hash (one, but at a minute's turn). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const gathered = this.counts;
    this.counts = new Map();
    await Promise.all(
      [...gathered].map(([key, fields]) => addToMinute(this.redis, key, fields).catch(() => undefined)),
    );
  }
}
