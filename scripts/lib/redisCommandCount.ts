import { once } from 'node:events';
import net from 'node:net';
import type { Redis } from 'ioredis';

/**
 * Counts the Redis commands a piece of work sends, by watching the server (MONITOR) while it runs.
 * Redis is shared, so the caller says which commands are its own (`ofPrefix`: those naming keys under
 * a prefix; `fromPorts`: those sent from given client ports). Commands a Lua script runs inside Redis
 * are counted apart from the ones clients send (round trips): MONITOR reports both, the first with
 * source `lua`. MONITOR slows Redis for everyone while it runs, so count in a phase of its own, never
 * while timing under load.
 */
export interface CommandCount {
  /** Commands clients sent, by name (scripts by their BullMQ name where `scripts` knows their SHA). */
  sent: Map<string, number>;
  /** Commands run by scripts inside Redis. */
  inScripts: number;
}

/** Whether a command a client sent (its arguments, and its source `address:port`) is one of ours. */
type Ours = (args: string[], source: string) => boolean;

const KEYLESS = new Set(['multi', 'exec', 'discard']);

/** Commands naming keys under `prefix`, with the MULTI and EXEC a client that sent one wraps around them. */
export function ofPrefix(prefix: string): Ours {
  const clients = new Set<string>();
  return (args, source) => {
    if (args.some((arg) => arg.includes(prefix))) {
      clients.add(source);
      return true;
    }
    return KEYLESS.has((args[0] ?? '').toLowerCase()) && clients.has(source);
  };
}

/** Commands sent from these local ports (the connections of a set of processes). */
export const fromPorts =
  (ports: () => ReadonlySet<number>): Ours =>
  (_args, source) =>
    ports().has(Number(source.slice(source.lastIndexOf(':') + 1)));

/**
 * Watches until stopped; `count` grows as commands arrive. MONITOR is read from a socket of its own:
 * ioredis' monitor mode loses its command queue's state when a busy server's lines come in the same
 * read as MONITOR's OK ("Command queue state error").
 */
export async function watchRedisCommands(
  redisUrl: string,
  ours: Ours,
  /** Names for EVALSHA digests: an ioredis client's defined scripts (BullMQ defines its own). */
  scripts: Map<string, string> = new Map(),
): Promise<{ count: CommandCount; stop(): Promise<void> }> {
  const url = new URL(redisUrl);
  const socket = net.connect(Number(url.port || 6379), url.hostname);
  await once(socket, 'connect');
  const auth = url.password
    ? `AUTH ${url.username ? `${decodeURIComponent(url.username)} ` : ''}${decodeURIComponent(url.password)}\r\n`
    : '';
  socket.write(`${auth}MONITOR\r\n`);
  const count: CommandCount = { sent: new Map(), inScripts: 0 };
  // MONITOR lists a script's commands right after the EVALSHA that ran them.
  let scriptIsOurs = false;
  let partial = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\r\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      // +<time> [<db> <address:port | lua>] "<command>" "<arg>"… (arguments escaped, never unquoted)
      const parsed = /^\+\S+ \[\d+ ([^\]]+)\] (.*)$/.exec(line);
      if (!parsed) continue;
      const [, source = '', rest = ''] = parsed;
      if (source === 'lua') {
        if (scriptIsOurs) count.inScripts++;
        continue;
      }
      const args = [...rest.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? '');
      scriptIsOurs = ours(args, source);
      if (!scriptIsOurs) continue;
      const name = (args[0] ?? '').toLowerCase();
      const label = name === 'evalsha' ? (scripts.get(args[1] ?? '') ?? 'evalsha') : name;
      count.sent.set(label, (count.sent.get(label) ?? 0) + 1);
    }
  });
  return {
    count,
    async stop() {
      // MONITOR's lines trail the commands a little (a worker's completion events, the rollup after it).
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
    },
  };
}

/** The commands `work` sends, counted as watchRedisCommands does. */
export async function countRedisCommands(
  redisUrl: string,
  ours: Ours,
  scripts: Map<string, string>,
  work: () => Promise<void>,
): Promise<CommandCount> {
  const watch = await watchRedisCommands(redisUrl, ours, scripts);
  try {
    await work();
  } finally {
    await watch.stop();
  }
  return watch.count;
}

/** Commands clients sent in all. */
export const sentTotal = (count: CommandCount) => [...count.sent.values()].reduce((a, b) => a + b, 0);

/** The SHA → name of every script an ioredis client has defined (BullMQ defines each of its scripts). */
export function scriptNames(client: Redis): Map<string, string> {
  const set = (client as unknown as { scriptsSet: Record<string, { sha: string }> }).scriptsSet;
  // BullMQ names them `<script>:<its version>`.
  return new Map(Object.entries(set).map(([name, script]) => [script.sha, name.split(':')[0] as string]));
}

/** `12.0 sent (moveToActive 1.0, xread 3.0, …), 40.0 run in scripts` per job: the count over the jobs. */
export function perJob(count: CommandCount, jobs: number): string {
  const parts = [...count.sent]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${(n / jobs).toFixed(1)}`);
  return `${(sentTotal(count) / jobs).toFixed(1)} sent (${parts.join(', ')}), ${(count.inScripts / jobs).toFixed(1)} run in scripts`;
}
