import type { Queue } from 'bullmq';
import type { Redis } from './redis';

/**
 * Where a queue's events reader (BullMQ QueueEvents, `lastEventId`) should start so that it misses no
 * event written after this call: the last entry its stream holds now, or the stream's beginning when it
 * holds none. BullMQ's default start, `$`, means "whatever comes next" again each time a blocking read
 * ends empty, so on a quiet queue an event written while the next read is on its way is never read; from
 * a real entry id the reader goes on from the last entry it saw and skips nothing.
 */
export async function eventsReadStart(connection: Redis, queue: Queue): Promise<string> {
  const [last] = await connection.xrevrange(queue.toKey('events'), '+', '-', 'COUNT', 1);
  return last?.[0] ?? '0-0';
}
