#!/usr/bin/env node
/**
 * `node scripts/lib/supervise.mjs <command> [args…]`: runs the command and starts it again whenever it
 * exits, however it exits (a crash, kill -9, or a SIGTERM sent to it alone), after restartPolicy's
 * delay. `npm start` wraps each process in one, under concurrently, which only prefixes the logs.
 *
 * A process that says it is draining (kit's announceDraining, over the IPC channel: it has stopped
 * listening after a SIGTERM and finishes its requests in flight) is replaced at once rather than
 * after its drain, which may last a whole job wait; its later exit is only logged.
 *
 * A SIGINT or SIGTERM to the supervisor itself (Ctrl-C reaches the whole process group; concurrently
 * passes a stop on) is a stop: it is passed to every instance, none is started again, and the
 * supervisor exits with the last one's code. Plain Node, no dependencies.
 *
 * Started with an IPC channel itself (npm run chaos), it reports each start's pid (`{started}`, so
 * faults can be aimed at the process rather than at its supervisor) and each restart (`{restarting}`),
 * and `{kill: true}` ends every instance at once (a stop that outlived its deadline).
 */
import { spawn } from 'node:child_process';
import { restartBackoff } from './restartPolicy.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: supervise.mjs <command> [args…]');
  process.exit(2);
}
const label = args.at(-1) ?? command;
const backoff = restartBackoff();
/** Running instances: the current one, and any replaced one still draining. */
const running = new Set();
let stopping = false;
const report = (message) => process.send?.(message);

function start() {
  const startedAt = Date.now();
  const child = spawn(command, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  running.add(child);
  report({ started: child.pid });
  let replaced = false;
  const replace = (why) => {
    replaced = true;
    const delay = backoff.exited(Date.now() - startedAt);
    console.error(`[supervise] ${label} ${why}; starting it again in ${delay} ms`);
    report({ restarting: `${why}; starting it again in ${delay} ms` });
    setTimeout(() => stopping || start(), delay);
  };
  child.on('message', (message) => {
    // A SIGINT is the whole system stopping (Ctrl-C, npm start's stop): its own signal follows.
    if (message?.draining === 'SIGTERM' && !stopping && !replaced) replace('is draining');
  });
  child.once('exit', (code, signal) => {
    running.delete(child);
    if (stopping) {
      if (running.size === 0) process.exit(code ?? 0);
    } else if (replaced) console.error(`[supervise] the replaced ${label} finished (${signal ?? code})`);
    else replace(`exited (${signal ?? code})`);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (running.size === 0) process.exit(0);
    for (const child of running) child.kill(signal);
  });
}

process.on('message', (message) => {
  if (!message?.kill) return;
  for (const child of running) child.kill('SIGKILL');
  process.exit(1);
});

start();
