import type { Redis } from 'ioredis';

/**
 * Counts the Redis commands a piece of work sends, by watching the server (MONITOR) while it runs.
 * Redis is shared, so only commands naming keys under `prefix` are counted, with the MULTI and EXEC a
 * client that sent one of them wraps around them. Commands a Lua script runs inside Redis are counted
 * apart from the ones clients send (round trips): MONITOR reports both, the first with source `lua`.
 * MONITOR slows Redis for everyone while it runs, so count in a phase of its own, never while timing.
 */
export interface CommandCount {
  /** Commands clients sent, by name (scripts by their BullMQ name where `scripts` knows their SHA). */
  sent: Map<string, number>;
  /** Commands run by scripts inside Redis. */
  inScripts: number;
}

const KEYLESS = new Set(['multi', 'exec', 'discard']);

export async function countRedisCommands(
  monitorConnection: Redis,
  prefix: string,
  /** Names for EVALSHA digests: an ioredis client's defined scripts (BullMQ defines its own). */
  scripts: Map<string, string>,
  work: () => Promise<void>,
): Promise<CommandCount> {
  const monitor = await monitorConnection.monitor();
  const count: CommandCount = { sent: new Map(), inScripts: 0 };
  const ours = new Set<string>();
  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    const name = (args[0] ?? '').toLowerCase();
    const named = args.some((arg) => arg.includes(prefix));
    if (source === 'lua') {
      if (named) count.inScripts++;
      return;
    }
    if (named) ours.add(source);
    else if (!(KEYLESS.has(name) && ours.has(source))) return;
    const label = name === 'evalsha' ? (scripts.get(args[1] ?? '') ?? 'evalsha') : name;
    count.sent.set(label, (count.sent.get(label) ?? 0) + 1);
  });
  try {
    await work();
    // MONITOR's lines trail the commands a little (a worker's completion events, the rollup after it).
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    monitor.disconnect();
  }
  return count;
}

/** The SHA → name of every script an ioredis client has defined (BullMQ defines each of its scripts). */
export function scriptNames(client: Redis): Map<string, string> {
  const set = (client as unknown as { scriptsSet: Record<string, { sha: string }> }).scriptsSet;
  // BullMQ names them `<script>:<its version>`.
  return new Map(Object.entries(set).map(([name, script]) => [script.sha, name.split(':')[0] as string]));
}

/** `12.0 (evalsha moveToActive 1.0, xread 3.0, …)` per job: the count divided by the jobs. */
export function perJob(count: CommandCount, jobs: number): string {
  const total = [...count.sent.values()].reduce((a, b) => a + b, 0);
  const parts = [...count.sent]
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${(n / jobs).toFixed(1)}`);
  return `${(total / jobs).toFixed(1)} sent (${parts.join(', ')}), ${(count.inScripts / jobs).toFixed(1)} run in scripts`;
}
