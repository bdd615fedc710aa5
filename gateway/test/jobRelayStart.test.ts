import { createLogger, createRedis } from '@rb/kit';
import { type FreezableProxy, startFreezableProxy } from '@rb/kit/outages';
import { removeKeysWithPrefix, testQueuePrefix, testRedisUrl } from '@rb/kit/testing';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachJobRelay } from '../src/jobRelay';

/**
 * Every XREAD is held this long on its way to Redis (the bytes behind it wait their turn), as a slow
 * network or a busy event loop may: an event written meanwhile is in the stream before the read that
 * should see it reaches Redis.
 */
const READ_DELAY_MS = 500;
const isRead = (chunk: Buffer) => /\r\nxread\r\n/i.test(chunk.toString('latin1'));

const prefix = testQueuePrefix();
const redis = createRedis(testRedisUrl());
let proxy: FreezableProxy;
let proxyUrl: string;

beforeAll(async () => {
  const target = new URL(testRedisUrl());
  proxy = await startFreezableProxy(target.hostname, Number(target.port || 6379), {
    delayRequest: (chunk) => (isRead(chunk) ? READ_DELAY_MS : 0),
  });
  proxyUrl = `redis://127.0.0.1:${proxy.port}${target.pathname}`;
});
afterAll(async () => {
  await proxy?.close();
  await redis.quit();
  await removeKeysWithPrefix(testRedisUrl(), prefix);
});

describe('the job relay’s queue events readers', () => {
  it('read an event written on a quiet queue while their read is on its way', async () => {
    const heard: string[] = [];
    const stop = await attachJobRelay(new Server(), {
      redisUrl: proxyUrl,
      queuePrefix: prefix,
      logger: createLogger('test', 'silent'),
      onQueueEvents: (queue, events) => {
        if (queue === 'score') events.on('completed', ({ jobId }) => heard.push(jobId));
      },
    });
    try {
      // Read from `$`, the first read would reach Redis after this event and wait for the next one.
      await redis.xadd(
        `${prefix}:score:events`,
        '*',
        'event',
        'completed',
        'jobId',
        'quiet-1',
        'returnvalue',
        '1',
      );
      for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual(['quiet-1']);
    } finally {
      await stop();
    }
  });
});
