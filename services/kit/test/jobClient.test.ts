import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobClient } from '../src/jobClient';
import { createKeyring } from '../src/keyring';
import { testQueuePrefix, testRedisUrl } from '../src/testing';

/**
 * A proxy to the test Redis that opens the first connection it accepts only after `delayMs`: the job
 * client's command connection is opened first, so it connects after the queue-events connections.
 */
async function slowFirstConnection(delayMs: number) {
  const target = new URL(testRedisUrl());
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((client) => {
    const held: Buffer[] = [];
    client.on('data', (chunk: Buffer) => held.push(chunk));
    sockets.add(client);
    client.on('error', () => client.destroy());
    const open = () => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      sockets.add(upstream);
      upstream.on('error', () => client.destroy());
      client.removeAllListeners('data');
      for (const chunk of held) upstream.write(chunk);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
    };
    accepted += 1;
    if (accepted === 1) setTimeout(open, delayMs);
    else open();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

let proxy: Awaited<ReturnType<typeof slowFirstConnection>>;
beforeAll(async () => {
  proxy = await slowFirstConnection(400);
});
afterAll(() => proxy?.close());

describe('JobClient.ready', () => {
  it('waits for its own connection instead of failing while only the events connections are up', async () => {
    const keyring = createKeyring({ DATA_KEYS: new Map([['k', randomBytes(32)]]), DATA_KEY_ID: 'k' });
    const client = new JobClient({ redisUrl: proxy.url, prefix: testQueuePrefix(), keyring, waitMs: 1000 });
    try {
      await expect(client.ready()).resolves.toBeUndefined();
    } finally {
      await client.close();
    }
  });
});
