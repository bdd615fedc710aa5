import type { Logger } from './logger';
import { shutdownTracing } from './tracing';

/**
 * Runs `stop` once on the first SIGTERM or SIGINT (later ones are ignored), then exits 0; exits 1 if
 * it has not finished within the deadline. The deadline timer stays referenced: a stop awaiting
 * forever must end in exit(1), never in a silent exit 0.
 */
export function onShutdownSignal(
  logger: Logger,
  deadlineMs: number,
  stop: (signal: NodeJS.Signals) => Promise<void>,
): void {
  let stopping = false;
  const handle = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, deadlineMs);
    await stop(signal);
    // Spans of the last requests are still batched: send them before exiting.
    await shutdownTracing().catch((error: unknown) => logger.warn({ err: error }, 'tracing flush failed'));
    logger.info('stopped');
    process.exit(0);
  };
  // `on`, not `once`: Ctrl-C reaches a process from its terminal's group and again from its supervisor,
  // and a second signal with no listener left would kill it in the middle of its drain.
  process.on('SIGTERM', () => void handle('SIGTERM'));
  process.on('SIGINT', () => void handle('SIGINT'));
}

/**
 * Tells the supervisor that started this process with an IPC channel (npm start's supervise.mjs, npm
 * run chaos) that it has stopped listening and only finishes what it has, so the replacement can
 * start now instead of after a drain that may last a whole job wait. Carries the signal: a SIGINT is
 * the whole system stopping, which needs no replacement.
 */
export function announceDraining(signal: NodeJS.Signals): void {
  process.send?.({ draining: signal });
}
