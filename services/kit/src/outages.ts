import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './testProcesses';

/**
 * Outage tooling for tests and `npm run chaos`: a redis-server of our own that can be stopped and
 * started again on the same port, and a TCP proxy whose forwarding can be frozen (a PostgreSQL that
 * accepts connections and never answers) or slowed for chosen requests. Nothing here stops or
 * reconfigures the machine's shared services; a proxy only changes what its own clients see.
 */

export { freePort };

export interface OwnRedis {
  url: string;
  /** Stops it (SIGTERM: it saves its append-only file when it has one; clients see the connection drop). */
  stop(): Promise<void>;
  /** Starts it again on the same port (with its data when it has a folder). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts `redis-server` on a free loopback port: without persistence, or with an append-only file in
 * `dataDir` (fsync on every write, `noeviction`, as production runs it) so queued jobs survive a restart.
 */
export async function startOwnRedis(options: { dataDir?: string } = {}): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const persistence = options.dataDir
    ? ['--dir', options.dataDir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', '']
    : ['--save', '', '--appendonly', 'no'];
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--maxmemory-policy', 'noeviction', ...persistence],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child = started;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready to accept connections/.test(output)) resolve();
      });
      started.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}): ${output.slice(-500)}`)),
      );
    });
    started.stdout?.resume();
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, close: stop };
}

export interface FreezableProxy {
  /** The proxy's address, e.g. for a DATABASE_URL. */
  port: number;
  /** Stops forwarding: bytes either way are held back, new connections are accepted and left waiting. */
  freeze(): void;
  /** Forwards again, held bytes included. */
  thaw(): void;
  close(): Promise<void>;
}

export interface ProxyOptions {
  /**
   * Milliseconds to hold a chunk on its way from the client to the target (a slow network for some
   * commands); the connection's later chunks wait behind it, in order.
   */
  delayRequest?: (chunk: Buffer) => number;
}

/** A TCP proxy on a free loopback port to `target` (host:port). */
export async function startFreezableProxy(
  targetHost: string,
  targetPort: number,
  options: ProxyOptions = {},
): Promise<FreezableProxy> {
  let frozen = false;
  /** Bytes held back while frozen, per destination socket, in order. */
  const held = new Map<net.Socket, Buffer[]>();
  const sockets = new Set<net.Socket>();
  const send = (to: net.Socket, chunk: Buffer) => {
    if (frozen) held.get(to)?.push(chunk);
    else to.write(chunk);
  };
  const forward = (from: net.Socket, to: net.Socket, delayOf: (chunk: Buffer) => number = () => 0) => {
    /** Set once a chunk was delayed: every later one goes behind it. */
    let queued: Promise<void> | undefined;
    from.on('data', (chunk: Buffer) => {
      const delay = delayOf(chunk);
      if (!queued && delay === 0) return send(to, chunk);
      queued = (queued ?? Promise.resolve())
        .then(() => (delay > 0 ? sleep(delay) : undefined))
        .then(() => send(to, chunk));
    });
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      held.set(socket, []);
    }
    forward(client, upstream, options.delayRequest);
    forward(upstream, client);
    const end = () => {
      for (const socket of [client, upstream]) {
        sockets.delete(socket);
        held.delete(socket);
        socket.destroy();
      }
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const [socket, chunks] of held) {
        for (const chunk of chunks.splice(0)) socket.write(chunk);
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
