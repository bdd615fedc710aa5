import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_RESTART_DELAY_MS, restartBackoff, STABLE_RUN_MS } from '../lib/restartPolicy.mjs';

const supervisor = fileURLToPath(new URL('../lib/supervise.mjs', import.meta.url));

/**
 * A stand-in service: on SIGTERM or SIGINT it stops gracefully with exit code 0. It says its pid once
 * its handlers are in place (a signal sent before would kill it outright).
 */
const service = `
  for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => process.exit(0));
  setInterval(() => {}, 1000);
  console.log('started ' + process.pid);
`;

/** One that, like kit's serve(), announces its drain on SIGTERM and then takes 5 s to finish. */
const drainingService = `
  process.on('SIGTERM', () => {
    process.send({ draining: 'SIGTERM' });
    setTimeout(() => process.exit(0), 5000);
  });
  process.on('SIGINT', () => process.exit(0));
  setInterval(() => {}, 1000);
  console.log('started ' + process.pid);
`;

let running: ChildProcess | undefined;
afterEach(async () => {
  // A stop, not kill -9: that would leave the supervised stand-ins running.
  if (running && running.exitCode === null) {
    const exited = once(running, 'exit');
    running.kill('SIGINT');
    await exited;
  }
});

/** Starts the supervisor over the stand-in; `next()` resolves with the pid of each start in turn. */
function supervise(program = service) {
  const child = spawn(process.execPath, [supervisor, process.execPath, '-e', program], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  running = child;
  const starts: number[] = [];
  const waiting: ((pid: number) => void)[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const [, pid] of chunk.toString().matchAll(/started (\d+)/g)) {
      const resolve = waiting.shift();
      if (resolve) resolve(Number(pid));
      else starts.push(Number(pid));
    }
  });
  const next = () => {
    const ready = starts.shift();
    return ready !== undefined
      ? Promise.resolve(ready)
      : new Promise<number>((resolve) => waiting.push(resolve));
  };
  return { child, next };
}

describe('npm start supervision (scripts/lib/supervise.mjs)', () => {
  it('starts a process stopped by a SIGTERM of its own again at once', async () => {
    // concurrently's --restart-tries restarted only non-zero exits, so a service that drained and
    // exited 0 on a SIGTERM stayed down for good.
    const { next } = supervise();
    const first = await next();
    process.kill(first, 'SIGTERM');
    const signalled = Date.now();
    const second = await next();
    expect(second).not.toBe(first);
    expect(Date.now() - signalled).toBeLessThan(1500);
    // A crash (kill -9) is restarted the same way.
    process.kill(second, 'SIGKILL');
    expect(await next()).not.toBe(second);
  }, 20_000);

  it('starts the replacement of a draining process without waiting for its drain', async () => {
    const { child, next } = supervise(drainingService);
    const first = await next();
    process.kill(first, 'SIGTERM');
    const signalled = Date.now();
    await next();
    expect(Date.now() - signalled).toBeLessThan(1500);
    // The old one still finishes its work; a stop then ends both.
    expect(() => process.kill(first, 0)).not.toThrow();
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    await exited;
  }, 20_000);

  it('stops for good on Ctrl-C: the process ends and is not started again', async () => {
    const { child, next } = supervise();
    const pid = await next();
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(() => process.kill(pid, 0)).toThrow();
  }, 20_000);
});

describe('restart delays', () => {
  it('restarts at once, backs off only while exits keep coming soon after starts', () => {
    const backoff = restartBackoff();
    const quick = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(() => backoff.exited(500));
    expect(quick.slice(0, 4)).toEqual([100, 200, 400, 800]);
    expect(Math.max(...quick)).toBe(MAX_RESTART_DELAY_MS);
    // A long healthy run forgives the earlier crashes.
    expect(backoff.exited(STABLE_RUN_MS)).toBe(100);
  });
});
