import { currentUser, type Redis, tooManyRequests, unavailable } from '@rb/kit';
import type { RequestHandler } from 'express';

export interface Bucket {
  /** Redis key prefix; the user's id completes the key. */
  prefix: string;
  perMinute: number;
}

const WINDOW_MS = 60_000;

/**
 * Per-user request budgets (fixed one-minute windows) shared by every resume service replica through
 * Redis. A request may count against several budgets (every request, and the costly ones); all of them
 * are counted in ONE round trip (a MULTI of INCR, PEXPIRE NX and PTTL per budget), since this runs
 * before every call. Keys and counts are those rate-limiter-flexible used, so replicas of both agree.
 */
export function perUserRateLimit(redis: Redis, buckets: readonly Bucket[]): RequestHandler {
  return async (req, _res, next) => {
    const userId = currentUser(req).id;
    const tx = redis.multi();
    for (const bucket of buckets) {
      const key = `${bucket.prefix}:${userId}`;
      tx.incr(key).pexpire(key, WINDOW_MS, 'NX').pttl(key);
    }
    // Redis down or frozen is a prompt 503: the fail-fast client queues nothing while disconnected.
    if (redis.status !== 'ready') throw unavailable();
    const replies = await tx.exec().catch(() => {
      throw unavailable();
    });
    if (!replies) throw unavailable();
    let retryAfterMs = 0;
    buckets.forEach((bucket, i) => {
      const [countError, count] = replies[i * 3] ?? [];
      const [ttlError, ttl] = replies[i * 3 + 2] ?? [];
      if (countError || ttlError) throw countError ?? ttlError;
      if (Number(count) > bucket.perMinute) retryAfterMs = Math.max(retryAfterMs, Number(ttl));
    });
    if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs / 1000);
    next();
  };
}
