#!/usr/bin/env node
/**
 * `node scripts/lib/supervise.mjs <command> [args…]`: runs the command and starts it again whenever it
 * exits, however it exits (a crash, kill -9, or a SIGTERM sent to it alone), after restartPolicy's
 * delay. `npm start` wraps each process in one, under concurrently, which only prefixes the logs.
 *
 * A SIGINT or SIGTERM to the supervisor itself (Ctrl-C reaches the whole process group; concurrently
 * passes a stop on) is a stop: it is passed to the command, which is not restarted, and the supervisor
 * exits with its code. Plain Node, no dependencies.
 */
import { spawn } from 'node:child_process';
import { restartBackoff } from './restartPolicy.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: supervise.mjs <command> [args…]');
  process.exit(2);
}

const backoff = restartBackoff();
let child;
let stopping = false;

function start() {
  const startedAt = Date.now();
  child = spawn(command, args, { stdio: 'inherit' });
  child.once('exit', (code, signal) => {
    child = undefined;
    if (stopping) process.exit(code ?? 0);
    const delay = backoff.exited(Date.now() - startedAt);
    console.error(
      `[supervise] ${args.at(-1) ?? command} exited (${signal ?? code}); restarting in ${delay} ms`,
    );
    setTimeout(() => (stopping ? process.exit(0) : start()), delay);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (child) child.kill(signal);
    else process.exit(0);
  });
}

start();
