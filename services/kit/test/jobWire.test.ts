import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createQueue, createRedis, repoRoot } from '../src';
import { testQueuePrefix, testRedisUrl } from '../src/testing';

const redis = createRedis(testRedisUrl());
afterAll(() => redis.quit());

describe('createQueue', () => {
  it('bounds the events stream every producer, worker and reader must agree on', async () => {
    const queue = createQueue('score', redis, testQueuePrefix());
    expect(queue.opts.streams?.events.maxLen).toBe(2000);
    expect(queue.opts.prefix).toMatch(/^rbtest_/);
    await queue.close();
  });

  it('is the only place the runtime and scripts construct a BullMQ Queue', () => {
    const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      // Tests may build bare queues of their own; everything that runs in production or measures it may not.
      .filter((file) => file && !/(^|\/)test\/|\.test\.tsx?$/.test(file));
    const offenders = tracked.filter(
      (file) =>
        file !== 'services/kit/src/jobWire.ts' &&
        /new Queue\(/.test(readFileSync(path.join(repoRoot, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
