import {
  type ClientToServerEvents,
  jobProgressSchema,
  publicJobFailure,
  type QueueName,
  queueNames,
  type ServerToClientEvents,
  userRoom,
} from '@rb/contracts';
import {
  createQueue,
  createRedis,
  eventsReadStart,
  jobOwner,
  type Logger,
  type Redis,
  readClaim,
} from '@rb/kit';
import { type Queue, QueueEvents } from 'bullmq';
import type { Server } from 'socket.io';

export interface JobRelayOptions {
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  /** Also given each queue's events (the operations console's change notices listen to them). */
  onQueueEvents?: (queue: QueueName, events: QueueEvents) => void;
}

interface Owner {
  ownerId: string;
  name: string;
}

/** Owners of recent jobs; a job's events arrive within seconds, so a small bounded map is enough. */
const OWNER_CACHE_SIZE = 10_000;

/**
 * Relays BullMQ queue events to the sockets of each job's owner. Every gateway instance listens to every
 * event but emits only to its own local sockets (`io.local`), so with N gateways each client still gets
 * each event exactly once. Events name the job and its stage; results travel over HTTP.
 */
export async function attachJobRelay(io: Server, options: JobRelayOptions): Promise<() => Promise<void>> {
  const typed = io as unknown as Server<ClientToServerEvents, ServerToClientEvents>;
  const { logger } = options;
  const connections: Redis[] = [];
  const connect = () => {
    const connection = createRedis(options.redisUrl);
    connection.on('error', () => undefined);
    connections.push(connection);
    return connection;
  };
  const shared = connect();
  const owners = new Map<string, Promise<Owner | undefined>>();

  /**
   * The job's claim names its owner in a few bytes; only a job queued without one (none is, today, but
   * the relay does not rely on it) costs a read of the job itself, sealed payload and all.
   */
  const ownerOf = async (queue: Queue, jobId: string): Promise<Owner | undefined> => {
    const claim = await readClaim(shared, options.queuePrefix, jobId);
    if (claim) return { ownerId: claim.userId, name: claim.name };
    const job = await queue.getJob(jobId);
    const ownerId = job && jobOwner(job.data);
    return ownerId ? { ownerId, name: job.name } : undefined;
  };

  const lookup = (queue: Queue, jobId: string): Promise<Owner | undefined> => {
    let owner = owners.get(jobId);
    if (!owner) {
      owner = ownerOf(queue, jobId).catch(() => undefined);
      owners.set(jobId, owner);
      if (owners.size > OWNER_CACHE_SIZE) owners.delete(owners.keys().next().value as string);
    }
    return owner;
  };

  const relays = await Promise.all(
    queueNames.map(async (queueName: QueueName) => {
      const queue = createQueue(queueName, shared, options.queuePrefix);
      // From the stream's last entry now, not BullMQ's `$`, which skips an event written on a quiet queue
      // while a read is on its way (eventsReadStart).
      const connection = connect();
      const events = new QueueEvents(queueName, {
        connection,
        prefix: options.queuePrefix,
        lastEventId: await eventsReadStart(connection, queue),
      });
      events.on('error', (error) =>
        logger.warn({ err: error.message, queue: queueName }, 'queue events error'),
      );
      options.onQueueEvents?.(queueName, events);
      const toOwner = (jobId: string) =>
        lookup(queue, jobId).then(
          (owner) => owner && { room: typed.local.to(userRoom(owner.ownerId)), ...owner },
        );

      // Look the owner up as soon as the job is queued, so later events find it cached.
      events.on('waiting', ({ jobId }) => void lookup(queue, jobId));
      events.on('progress', async ({ jobId, data }) => {
        const progress = jobProgressSchema.safeParse(data);
        const target = await toOwner(jobId);
        if (target && progress.success)
          target.room.emit('job:progress', { jobId, name: target.name, progress: progress.data });
      });
      events.on('completed', async ({ jobId }) => {
        const target = await toOwner(jobId);
        owners.delete(jobId);
        if (target) target.room.emit('job:completed', { jobId, name: target.name });
      });
      events.on('failed', async ({ jobId, failedReason }) => {
        const target = await toOwner(jobId);
        owners.delete(jobId);
        // The reason may hold internals (a provider's error text); users get its public code and message.
        const { code, message } = publicJobFailure(failedReason);
        if (target) target.room.emit('job:failed', { jobId, name: target.name, code, error: message });
      });
      return { queue, events };
    }),
  );

  await Promise.all(relays.map(({ events }) => events.waitUntilReady()));
  return async () => {
    await Promise.all(relays.map(({ events }) => events.close()));
    await Promise.all(relays.map(({ queue }) => queue.close()));
    await Promise.all(connections.map((c) => c.quit().catch(() => undefined)));
  };
}
