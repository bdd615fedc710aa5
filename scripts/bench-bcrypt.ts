/**
 * Whether password hashing can starve request handling (issue 15): runs N bcrypt hashes at once with
 * the auth service's library and cost, and measures the event loop's delay meanwhile. bcrypt's async
 * API runs on libuv's thread pool (UV_THREADPOOL_SIZE, default 4), so the loop should stay free.
 *
 *   npx tsx scripts/bench-bcrypt.ts [--cost 11] [--hashes 50]
 *   UV_THREADPOOL_SIZE=2 npx tsx scripts/bench-bcrypt.ts
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import bcrypt from 'bcrypt';

const { values } = parseArgs({
  options: { cost: { type: 'string', default: '11' }, hashes: { type: 'string', default: '50' } },
});
const cost = Number(values.cost);
const hashes = Math.min(500, Number(values.hashes));

const one = performance.now();
await bcrypt.hash('warm-up password', cost);
const single = performance.now() - one;

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const started = performance.now();
await Promise.all(Array.from({ length: hashes }, (_, i) => bcrypt.hash(`password ${i}`, cost)));
const total = performance.now() - started;
delay.disable();

const ms = (ns: number) => (ns / 1e6).toFixed(1);
console.log(
  `bcrypt cost ${cost}, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}: one hash ${single.toFixed(0)} ms; ` +
    `${hashes} at once in ${total.toFixed(0)} ms (${(hashes / (total / 1000)).toFixed(1)}/s); ` +
    `event-loop delay meanwhile p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`,
);
