export const FIRST_RESTART_DELAY_MS: number;
export const MAX_RESTART_DELAY_MS: number;
export const STABLE_RUN_MS: number;
export function restartBackoff(): { exited(ranMs: number): number };
