/**
 * Hostile-input benchmark (issue 10 item 2): every parser and scorer that reads user text, timed on each
 * 100 KB hostile input of workers/test/hostileInputs.ts (the same ones the test holds to a 500 ms budget).
 * Prints, per parser, the median of 3 runs on its slowest input, and that input's name.
 *
 *   npx tsx scripts/bench-hostile.ts
 */
import { hostileInputs, hostileSubjects } from '../workers/test/hostileInputs';

const RUNS = 3;

async function medianMs(run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
}

const rows: { parser: string; slowestInput: string; ms: string; allInputsMs: string }[] = [];
for (const [parser, run] of Object.entries(hostileSubjects())) {
  let slowest = { input: '', ms: 0 };
  let total = 0;
  for (const [input, text] of Object.entries(hostileInputs)) {
    const ms = await medianMs(() => run(text));
    total += ms;
    if (ms > slowest.ms) slowest = { input, ms };
  }
  rows.push({
    parser,
    slowestInput: slowest.input,
    ms: slowest.ms.toFixed(1),
    allInputsMs: total.toFixed(0),
  });
}
console.log(
  `100 KB hostile inputs (${Object.keys(hostileInputs).length} kinds), median of ${RUNS} runs, ms:`,
);
console.table(rows);
