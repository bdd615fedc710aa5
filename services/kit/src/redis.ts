import { Redis, type RedisOptions } from 'ioredis';

export type { Redis };

/**
 * An ioredis client BullMQ can share: `maxRetriesPerRequest: null` (BullMQ's requirement for blocking
 * commands) and a short connect timeout so an unreachable Redis is reported instead of waited on.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, connectTimeout: 2000, ...options });
}
