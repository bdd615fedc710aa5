import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startMetricsServer } from '../src';

describe('the metrics listener', () => {
  it('binds to loopback unless told otherwise: metrics name routes, queues and users, and are no public page', async () => {
    const server = await startMetricsServer(0);
    try {
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
