import { aiStatusSchema } from '@rb/contracts';
import { aiStatusKey, createRedis } from '@rb/kit';
import { testRedisUrl } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './stack';

let stack: Stack;

// A real ai worker process with no provider configured (and none discovered): the built-in engine.
beforeAll(async () => {
  stack = await startStack({ workerQueues: 'ai' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe("the built-in engine's status for the operations console", () => {
  it('names the engine and no model or circuit breaker, since it calls no provider', async () => {
    const redis = createRedis(testRedisUrl());
    try {
      const status = aiStatusSchema.parse(JSON.parse((await redis.get(aiStatusKey(stack.prefix))) ?? '{}'));
      expect(status).toMatchObject({ engine: 'offline', model: null, discovered: false, circuit: null });
    } finally {
      await redis.quit();
    }
  });
});
