import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freeServicePortBase, portIsFree, SERVICE_PORTS } from '../lib/servicePorts.mjs';

const held: net.Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** Listens on 127.0.0.1:port as another program would. */
function occupy(port: number): Promise<void> {
  const server = net.createServer();
  held.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** A base whose block and the next two are free now (ports from the OS's ephemeral range). */
async function freeBase(): Promise<number> {
  for (let base = 40_000 + Math.floor(Math.random() * 2000) * 10; ; base += 10) {
    const ports = Array.from({ length: SERVICE_PORTS + 20 }, (_, i) => base + i + 1);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
}

describe('npm start puts the services where nothing else listens (scripts/lib/servicePorts.mjs)', () => {
  it('keeps the preferred block when it is free', async () => {
    const base = await freeBase();
    expect(await freeServicePortBase(base)).toBe(base);
  });

  it('moves on by 10 when any port of the block is taken (NATS on what would be the resume service)', async () => {
    const base = await freeBase();
    await occupy(base + 2);
    expect(await portIsFree(base + 2)).toBe(false);
    expect(await freeServicePortBase(base)).toBe(base + 10);
    await occupy(base + 10 + SERVICE_PORTS);
    expect(await freeServicePortBase(base)).toBe(base + 20);
  });
});
