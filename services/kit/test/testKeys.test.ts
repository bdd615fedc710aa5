import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { removeKeysWithPrefix, testQueuePrefix, testRedisUrl } from '../src/testing';

const redis = new Redis(testRedisUrl());
afterAll(() => redis.quit());

describe('test runs clean up their Redis keys', () => {
  it('prefixes under the root config start with the run’s prefix', () => {
    // Set by the root vitest global setup, which removes the run's keys at teardown.
    const run = process.env.RB_TEST_RUN_ID;
    expect(run).toMatch(/^[0-9a-f]{8}$/);
    expect(testQueuePrefix()).toMatch(new RegExp(`^rbtest_${run}_[0-9a-f]{10}$`));
    expect(testQueuePrefix()).not.toContain(':');
  });

  it('removeKeysWithPrefix unlinks the keys of that prefix only, matching it literally', async () => {
    const prefix = `${testQueuePrefix()}_`;
    const others = [
      `${testQueuePrefix()}:kept`,
      `${prefix.slice(0, -1)}:kept`,
      `${prefix.slice(0, -1)}?x:kept`,
    ];
    const mine = Array.from({ length: 2500 }, (_, i) => `${prefix}q:${i}`);
    await redis.mset(...[...mine, ...others].flatMap((key) => [key, '1']));
    try {
      expect(await removeKeysWithPrefix(testRedisUrl(), prefix)).toBe(mine.length);
      expect(await redis.exists(...mine)).toBe(0);
      expect(await redis.exists(...others)).toBe(others.length);
      // Glob characters in a prefix are not wildcards: `a?` removes `a?…` keys, not `ab…`.
      expect(await removeKeysWithPrefix(testRedisUrl(), `${prefix.slice(0, -1)}?`)).toBe(1);
      expect(await redis.exists(...others)).toBe(2);
    } finally {
      await redis.unlink(...mine, ...others);
    }
  });

  it('refuses an empty prefix, which would match every key', async () => {
    await expect(removeKeysWithPrefix(testRedisUrl(), '')).rejects.toThrow(/needs a prefix/);
  });
});
