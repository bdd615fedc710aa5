import { randomUUID } from 'node:crypto';
import { createFailFastRedis, createRedis } from '@rb/kit';
import { testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogReadTally } from '../src/logReads';

const redis = createRedis(testRedisUrl());
// Nothing listens on port 1: every command fails at once, as with Redis down.
const unreachable = createFailFastRedis('redis://127.0.0.1:1', { retryStrategy: () => null });
unreachable.on('error', () => undefined);
afterAll(() => {
  redis.disconnect();
  unreachable.disconnect();
});

describe('log read tally', () => {
  it("adds up each admin's rows per log, apart from other admins and logs", async () => {
    const tally = createLogReadTally(redis, testQueuePrefix());
    const [alice, bob] = [randomUUID(), randomUUID()];
    expect(await tally.add(alice, 'audit-log', 100)).toBe(100);
    expect(await tally.add(alice, 'audit-log', 40)).toBe(140);
    expect(await tally.add(alice, 'legal-log', 10)).toBe(10);
    expect(await tally.add(bob, 'audit-log', 5)).toBe(5);
  });

  it('gives no count when Redis cannot count, which the caller records as a bulk read', async () => {
    expect(await createLogReadTally(unreachable, testQueuePrefix()).add(randomUUID(), 'audit-log', 1)).toBe(
      undefined,
    );
  });
});
