import { countInWindows, currentUser, type Redis, tooManyRequests } from '@rb/kit';
import type { RequestHandler } from 'express';

export interface Bucket {
  /** Redis key prefix; the user's id completes the key. */
  prefix: string;
  perMinute: number;
}

/**
 * Per-user request budgets (fixed one-minute windows) shared by every resume service replica through
 * Redis. A request may count against several budgets (every request, and the costly ones); all of them
 * are counted in ONE round trip, since this runs before every call.
 */
export function perUserRateLimit(redis: Redis, buckets: readonly Bucket[]): RequestHandler {
  return async (req, _res, next) => {
    const userId = currentUser(req).id;
    const windows = await countInWindows(
      redis,
      buckets.map((bucket) => ({ key: `${bucket.prefix}:${userId}`, points: 1 })),
    );
    let retryAfterMs = 0;
    buckets.forEach((bucket, i) => {
      const { count, ttlMs } = windows[i] ?? { count: 0, ttlMs: 0 };
      if (count > bucket.perMinute) retryAfterMs = Math.max(retryAfterMs, ttlMs);
    });
    if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs / 1000);
    next();
  };
}
