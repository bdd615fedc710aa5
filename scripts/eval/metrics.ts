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
