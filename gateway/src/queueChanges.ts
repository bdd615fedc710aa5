import {
  ADMIN_ROOM,
  type ClientToServerEvents,
  type QueueName,
  type ServerToClientEvents,
} from '@rb/contracts';
import type { Logger } from '@rb/kit';
import type { QueueEvents } from 'bullmq';
import type { Server } from 'socket.io';

/** A burst of job events on one queue is one notice per this long: one console refresh, not hundreds. */
export const QUEUE_CHANGED_EVERY_MS = 1000;

/** The BullMQ events that change what the console shows: counts, throughput, failed jobs. */
const CHANGES = ['waiting', 'active', 'completed', 'failed', 'removed', 'stalled'] as const;

/**
 * Tells this gateway's admin sockets (the `admins` room) that a queue changed, so the operations
 * console refreshes when something happens instead of polling. Costs nothing while no admin is connected:
 * a room lookup per event. Like the job relay, each gateway emits only to its own sockets.
 */
export function queueChangeNotifier(
  io: Server,
  /** Takes sockets whose user is no longer an admin out of the room (sockets.ts); throws if it cannot tell. */
  confirmAdmins: () => Promise<void>,
  logger: Logger,
) {
  const typed = io as unknown as Server<ClientToServerEvents, ServerToClientEvents>;
  const rooms = io.of('/').adapter.rooms;
  const pending = new Map<QueueName, NodeJS.Timeout>();
  return {
    /** Listens to one queue's events (the job relay's QueueEvents: no extra Redis connection). */
    watch(queue: QueueName, events: QueueEvents) {
      const changed = () => {
        if (pending.has(queue) || !rooms.get(ADMIN_ROOM)?.size) return;
        const timer = setTimeout(() => {
          pending.delete(queue);
          // Roles first: a notice no one can confirm is an admin's is not sent (the console also polls).
          confirmAdmins().then(
            () => typed.local.to(ADMIN_ROOM).emit('ops:queue-changed', { queue }),
            (error: unknown) =>
              logger.warn({ err: String(error) }, 'admin room not confirmed; notice skipped'),
          );
        }, QUEUE_CHANGED_EVERY_MS);
        timer.unref();
        pending.set(queue, timer);
      };
      for (const event of CHANGES) events.on(event, changed);
    },
    close() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
