import { Redis, type RedisOptions } from 'ioredis';

export type { Redis };

/**
 * Reconnect attempts back off from 100 ms to at most 500 ms (ioredis' default caps at 2 s): Redis is
 * on the local network, and a returning Redis should be used within half a second.
 */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 500);

/**
 * An ioredis client BullMQ can share: `maxRetriesPerRequest: null` (BullMQ's requirement for blocking
 * commands) and a short connect timeout so an unreachable Redis is reported instead of waited on.
 * For background work (workers, queue events, subscriptions), where waiting out an outage is right.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: null,
    connectTimeout: 2000,
    retryStrategy: reconnectDelay,
    ...options,
  });
}

/** How long a request-path Redis command may take before the request gets its 503. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * A client for request paths (rate limits, login throttles, job producers): while Redis is down a
 * command fails at once instead of waiting in the offline queue (so nothing runs late, after the
 * client already got its 503), a frozen Redis fails it after REDIS_COMMAND_TIMEOUT_MS, and
 * reconnection stays automatic. Commands sent before the first connection fail too: /readyz is false
 * until then.
 */
export function createFailFastRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: reconnectDelay,
    ...options,
  });
}

/** Errors meaning "Redis cannot be reached right now" from either client above (→ 503, not 500). */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return /enableOfflineQueue options is false|Command timed out|Connection is closed|Redis connection is not ready|ECONNREFUSED|ECONNRESET/.test(
    error.message,
  );
}

/**
 * A promise that rejects with `error` once `redis` has lost its connection and not regained it within
 * `graceMs`, plus a way to stop watching. Raced against a long wait (a job's result) so an outage ends
 * the wait promptly, while a blip shorter than the grace does not.
 */
export function redisLost(redis: Redis, graceMs: number, error: () => Error) {
  let timer: NodeJS.Timeout | undefined;
  let onClose = () => {};
  const lost = new Promise<never>((_, reject) => {
    onClose = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (redis.status !== 'ready') reject(error());
      }, graceMs);
    };
    redis.on('close', onClose);
    if (redis.status !== 'ready' && redis.status !== 'connect') onClose();
  });
  lost.catch(() => undefined);
  return {
    lost,
    stop() {
      clearTimeout(timer);
      redis.off('close', onClose);
    },
  };
}
