import type { Logger } from '@rb/kit';
import type { Server } from 'socket.io';

export interface JobRelayOptions {
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
}

/**
 * Relays BullMQ QueueEvents (progress, completed, failed) to the sockets of this gateway, in the room
 * of the job's owner. Placeholder until the jobs part lands: it relays nothing and has nothing to close.
 */
export async function attachJobRelay(_io: Server, _options: JobRelayOptions): Promise<() => Promise<void>> {
  return async () => {};
}
