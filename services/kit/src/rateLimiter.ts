import { tooManyRequests, unavailable } from './httpError';
import type { Redis } from './redis';

const WINDOW_MS = 60_000;

/** One key's fixed one-minute window after counting: its total so far and the time left. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/**
 * Adds `points` to each key's fixed one-minute window, shared by every replica through Redis, all in
 * ONE round trip (a MULTI of INCRBY, PEXPIRE NX and PTTL per key). Redis down or frozen is a prompt
 * 503: a fail-fast client (createFailFastRedis) queues nothing, and a disconnected one is not asked.
 */
export async function countInWindows(
  redis: Redis,
  counts: readonly { key: string; points: number }[],
): Promise<WindowCount[]> {
  if (redis.status !== 'ready') throw unavailable();
  const tx = redis.multi();
  for (const { key, points } of counts) tx.incrby(key, points).pexpire(key, WINDOW_MS, 'NX').pttl(key);
  const replies = await tx.exec().catch(() => {
    throw unavailable();
  });
  if (!replies) throw unavailable();
  return counts.map((_, i) => {
    const [countError, count] = replies[i * 3] ?? [];
    const [ttlError, ttl] = replies[i * 3 + 2] ?? [];
    if (countError || ttlError) throw unavailable();
    return { count: Number(count), ttlMs: Math.max(0, Number(ttl)) };
  });
}

export interface RateLimiter {
  /** Counts one request for `key`: a 429 HttpError over the budget, a 503 when Redis cannot count. */
  consume(key: string): Promise<void>;
}

/**
 * Each replica takes this share of a budget from Redis at once and spends it locally, so most requests
 * cost no round trip. Nothing is ever let through beyond the budget (every token came from the shared
 * count); tokens a replica holds unspent when the window ends are lost, so with R replicas a client may
 * be refused up to R × 1% of its budget early. Below 200 a minute the lease is one: exact.
 */
const LEASE_SHARE = 0.01;
/** Expired leases are swept once this many keys are held. */
const SWEEP_AT = 10_000;

interface Lease {
  left: number;
  /** When the Redis window the tokens came from ends (epoch ms). */
  until: number;
}

/** A fixed one-minute budget per key (e.g. a client IP) shared by every replica through Redis. */
export function createRateLimiter(
  redis: Redis,
  options: { keyPrefix: string; perMinute: number; message?: string },
): RateLimiter {
  const lease = Math.max(1, Math.floor(options.perMinute * LEASE_SHARE));
  const leases = new Map<string, Lease>();
  const sweep = (now: number) => {
    if (leases.size < SWEEP_AT) return;
    for (const [key, held] of leases) if (held.until <= now) leases.delete(key);
  };
  return {
    async consume(key) {
      const held = leases.get(key);
      if (held && held.left > 0 && held.until > Date.now()) {
        held.left--;
        return;
      }
      const [window] = await countInWindows(redis, [{ key: `${options.keyPrefix}:${key}`, points: lease }]);
      const { count, ttlMs } = window as WindowCount;
      // The tokens of this lease that still fit in the budget (the rest were counted past it).
      const granted = Math.min(lease, options.perMinute - (count - lease));
      if (granted <= 0) throw tooManyRequests(ttlMs / 1000, options.message);
      const now = Date.now();
      sweep(now);
      const current = leases.get(key);
      // Concurrent first requests each take a lease; their tokens add up rather than replace.
      if (current && current.until > now) current.left += granted - 1;
      else leases.set(key, { left: granted - 1, until: now + ttlMs });
    },
  };
}
