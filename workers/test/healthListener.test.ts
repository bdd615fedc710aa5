import type { AddressInfo } from 'node:net';
import type { Redis } from '@rb/kit';
import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config';
import { startHealthServer } from '../src/health';

describe("the workers' health listener", () => {
  it('binds to the configured HOST, loopback by default: its /metrics name queues and job counts', async () => {
    const { HOST } = loadWorkerConfig();
    expect(HOST).toBe(process.env.HOST ?? '127.0.0.1');
    // Binding needs no Redis: nothing is asked of it until a /readyz arrives.
    const server = await startHealthServer(0, {} as Redis, [], [], HOST);
    try {
      expect((server.address() as AddressInfo).address).toBe(HOST);
    } finally {
      server.close();
    }
  });
});
