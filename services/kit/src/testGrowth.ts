/** The fastest of a few runs, so a moment of load on a shared machine is not counted as the work's own time. */
function bestOfMs(runs: number, work: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * How much longer `work` takes on input `factor` times larger: about `factor` for linear work, its
 * square for quadratic. Tests bound this ratio instead of a duration, which says nothing about the
 * algorithm and fails on a slow or busy machine. One warm-up run first, so compilation is not timed.
 */
export function growthRatio(work: (scale: number) => void, factor = 4): number {
  work(1);
  return bestOfMs(3, () => work(factor)) / bestOfMs(3, () => work(1));
}
