/**
 * The gateway hop's cost: the same cheap endpoint measured directly on a service and through the
 * gateway, in one run, with autocannon. Goal: ≥ 0.4× direct throughput and ≤ 1 ms added p50.
 *
 *   npx tsx scripts/bench-gateway.ts [--duration 8] [--connections 50]
 *
 * Both processes are real children (a kit service app standing in for auth, and the real gateway
 * entry point with its rate limiter on Redis), so the numbers include everything a request pays.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createLogger, createServiceApp, finishApp, serve } from '@rb/kit';
import autocannon from 'autocannon';

const UPSTREAM_FLAG = '--upstream-port';

/** Child mode: a kit service app answering the endpoint the gateway routes to auth. */
async function runUpstream(port: number): Promise<void> {
  const logger = createLogger('bench-upstream', 'warn');
  const app = createServiceApp({ name: 'bench-upstream', logger, ready: async () => {} });
  app.get('/api/auth/ping', (_req, res) => {
    res.json({ ok: true });
  });
  await serve(finishApp(app), port, { logger });
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never answered`);
}

interface Figures {
  /** Unloaded latency (one connection), so the hop's own cost is not hidden by queueing. */
  p50: number;
  p99: number;
  /** Throughput with many connections. */
  rps: number;
  errors: number;
}

async function measure(url: string, duration: number, connections: number): Promise<Figures> {
  // A short warm-up fills the keep-alive pools and the JIT before the measured runs.
  await autocannon({ url, connections, duration: 2 });
  const latency = await autocannon({ url, connections: 1, duration });
  const load = await autocannon({ url, connections, duration });
  return {
    p50: latency.latency.p50,
    p99: latency.latency.p99,
    rps: load.requests.average,
    errors: latency.errors + latency.non2xx + load.errors + load.non2xx,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '8' },
      connections: { type: 'string', default: '50' },
      [UPSTREAM_FLAG.slice(2)]: { type: 'string' },
    },
  });
  const upstreamPort = values[UPSTREAM_FLAG.slice(2)];
  if (upstreamPort) return runUpstream(Number(upstreamPort));

  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const servicePort = 4191;
  const gatewayPort = 8191;
  const service = `http://127.0.0.1:${servicePort}`;
  const children = [
    start(
      [import.meta.filename ?? new URL(import.meta.url).pathname, UPSTREAM_FLAG, String(servicePort)],
      {},
    ),
    start(['gateway/src/main.ts'], {
      PORT: String(gatewayPort),
      AUTH_URL: service,
      QUEUE_PREFIX: `rbbench${process.pid}`,
      RATE_LIMIT_PER_MINUTE: '1000000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000000',
    }),
  ];
  try {
    await waitFor(`${service}/healthz`);
    await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`);
    console.log(
      `GET /api/auth/ping: latency on 1 connection, req/s on ${connections} connections, ${duration} s each\n`,
    );
    const direct = await measure(`${service}/api/auth/ping`, duration, connections);
    const viaGateway = await measure(`http://127.0.0.1:${gatewayPort}/api/auth/ping`, duration, connections);
    const row = (name: string, f: Figures) =>
      `${name.padEnd(10)} ${String(f.p50).padStart(8)} ms ${String(f.p99).padStart(8)} ms ${f.rps.toFixed(0).padStart(10)} ${String(f.errors).padStart(7)}`;
    console.log(
      `${''.padEnd(10)} ${'p50'.padStart(11)} ${'p99'.padStart(11)} ${'req/s'.padStart(10)} ${'errors'.padStart(7)}`,
    );
    console.log(row('direct', direct));
    console.log(row('gateway', viaGateway));
    const ratio = viaGateway.rps / direct.rps;
    const added = viaGateway.p50 - direct.p50;
    console.log(
      `\nthroughput ratio ${ratio.toFixed(2)}× (goal ≥ 0.40×), added p50 ${added.toFixed(2)} ms (goal ≤ 1 ms)`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

await main();
