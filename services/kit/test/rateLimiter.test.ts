import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../src/httpError';
import { createRateLimiter } from '../src/rateLimiter';
import { createFailFastRedis, type Redis } from '../src/redis';
import { testQueuePrefix, testRedisUrl } from '../src/testing';

let redis: Redis;
beforeAll(async () => {
  redis = createFailFastRedis(testRedisUrl());
  await new Promise((resolve) => redis.once('ready', resolve));
});
afterAll(() => redis?.quit());

/** Requests let through before the first 429, alternating between the replicas. */
async function allowedUntilRefused(replicas: ReturnType<typeof createRateLimiter>[], key: string) {
  let allowed = 0;
  for (let i = 0; ; i++) {
    try {
      await (replicas[i % replicas.length] as (typeof replicas)[number]).consume(key);
      allowed++;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(429);
      return allowed;
    }
  }
}

describe('createRateLimiter', () => {
  it('is exact for a small budget, across replicas', async () => {
    const keyPrefix = `${testQueuePrefix()}:rl`;
    const replicas = [1, 2, 3].map(() => createRateLimiter(redis, { keyPrefix, perMinute: 7 }));
    expect(await allowedUntilRefused(replicas, '10.0.0.1')).toBe(7);
  });

  it('spends leases locally but never lets more than the budget through the replicas together', async () => {
    const keyPrefix = `${testQueuePrefix()}:rl`;
    const perMinute = 2000;
    const replicas = [1, 2, 3].map(() => createRateLimiter(redis, { keyPrefix, perMinute }));
    const roundTrips = vi.spyOn(redis, 'multi');
    const allowed = await allowedUntilRefused(replicas, '10.0.0.2');
    // Leases of 20 tokens: one Redis count per 20 requests, not one per request.
    expect(roundTrips.mock.calls.length).toBeLessThanOrEqual(perMinute / 20 + 3);
    roundTrips.mockRestore();
    // Each replica may hold at most one lease (1% of the budget) unspent when another is refused.
    expect(allowed).toBeLessThanOrEqual(perMinute);
    expect(allowed).toBeGreaterThanOrEqual(perMinute - 3 * 20);
    await redis.del(`${keyPrefix}:10.0.0.1`, `${keyPrefix}:10.0.0.2`);
  });
});
