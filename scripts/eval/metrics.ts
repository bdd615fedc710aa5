/** ROC AUC: the probability that a random positive scores above a random negative (ties count half). */
export function rocAuc(scores: readonly number[], labels: readonly boolean[]): number {
  let positives = 0;
  let wins = 0;
  const negatives = scores.filter((_, i) => !labels[i]);
  scores.forEach((score, i) => {
    if (!labels[i]) return;
    positives += 1;
    for (const other of negatives) wins += score > other ? 1 : score === other ? 0.5 : 0;
  });
  return positives && negatives.length ? wins / (positives * negatives.length) : Number.NaN;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Spearman's rank correlation: Pearson's r of the ranks, ties given their average rank. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  return pearson(ranks(xs), ranks(ys));
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length).fill(0);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.[0] === order[start]?.[0]) end += 1;
    for (let k = start; k <= end; k += 1) out[order[k]?.[1] ?? 0] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return out;
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : Number.NaN;
}
