/**
 * When a supervised process that exited is started again; shared by `npm start`'s supervisor
 * (supervise.mjs) and `npm run chaos`'s, so chaos measures the recovery npm start gives.
 *
 * The first restart is almost at once: a process killed or stopped once is serving again as soon as
 * it has booted. Only a process that keeps exiting soon after it started (a crash at boot, a missing
 * dependency) backs off, doubling up to a ceiling, so it neither spins nor floods the log; one run
 * longer than STABLE_RUN_MS counts as healthy again.
 */
export const FIRST_RESTART_DELAY_MS = 100;
export const MAX_RESTART_DELAY_MS = 10_000;
export const STABLE_RUN_MS = 30_000;

/**
 * Tracks one process's exits: `exited(ranMs)` records one and returns how long to wait before the
 * next start.
 */
export function restartBackoff() {
  /** Exits in a row that each came before a stable run. */
  let streak = 0;
  return {
    exited(ranMs) {
      if (ranMs >= STABLE_RUN_MS) streak = 0;
      const delay = Math.min(FIRST_RESTART_DELAY_MS * 2 ** streak, MAX_RESTART_DELAY_MS);
      streak++;
      return delay;
    },
  };
}
