/** What a job reports: a stage and how far along it is. */
export interface Progress {
  stage: string;
  percent: number;
}

export interface HeldProgress {
  report(progress: Progress): void;
  /** The job ended: nothing held is sent any more. */
  stop(): void;
}

/**
 * Holds a job's progress reports until it has run for `afterMs`, then sends the latest one held and
 * every later report at once. A job that ends sooner (a score, a DOCX, a quiet moment's PDF) sends
 * none: nobody sees a stage that lasts a few milliseconds, while each report costs a Redis script
 * and wakes every events reader (each service's waiting requests, each gateway's socket relay).
 * `stop` runs before the job's completion is sent, so no report ever follows it.
 */
export function holdProgress(send: (progress: Progress) => void, afterMs: number): HeldProgress {
  const startedAt = performance.now();
  let held: Progress | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  return {
    report(progress) {
      if (stopped) return;
      const waited = performance.now() - startedAt;
      if (waited >= afterMs) {
        send(progress);
        return;
      }
      held = progress;
      timer ??= setTimeout(() => {
        if (!stopped && held) send(held);
        held = undefined;
      }, afterMs - waited);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
