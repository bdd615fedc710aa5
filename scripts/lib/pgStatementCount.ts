import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that counts the statements its clients send: each simple Query
 * ('Q') and each Execute ('E') of the extended protocol (node-postgres sends Parse, Bind, Describe,
 * Execute and Sync for a query with parameters), BEGIN and COMMIT included. It reads the clients'
 * message headers only and passes every byte through unchanged.
 */
export interface StatementCounter {
  /** `host:port` clients connect to instead of PostgreSQL's. */
  port: number;
  /** Statements sent through the proxy so far. */
  statements(): number;
  close(): void;
}

/** The startup phase's requests that a new startup message follows (SSL, GSS encryption, cancel). */
const STARTUP_REQUESTS = new Set([80877103, 80877104, 80877102]);

export async function startStatementCounter(target: {
  host: string;
  port: number;
}): Promise<StatementCounter> {
  let statements = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    upstream.pipe(client);
    // The frontend stream: untyped startup messages, then [type byte, int32 length, body] messages.
    let startup = true;
    let pending = Buffer.alloc(0);
    let skip = 0;
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      let data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (skip > 0) {
          const skipped = Math.min(skip, data.length);
          skip -= skipped;
          data = data.subarray(skipped);
          if (skip > 0) break;
        }
        if (startup) {
          if (data.length < 8) break;
          const length = data.readInt32BE(0);
          startup = STARTUP_REQUESTS.has(data.readInt32BE(4));
          skip = length;
          continue;
        }
        if (data.length < 5) break;
        const type = String.fromCharCode(data[0] as number);
        if (type === 'Q' || type === 'E') statements++;
        skip = 1 + data.readInt32BE(1);
      }
      pending = Buffer.from(data);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    statements: () => statements,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
