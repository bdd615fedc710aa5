import { createLogger } from '@rb/kit';
import { loadWorkerConfig } from './config';
import { startWorkers } from './startWorkers';

const config = loadWorkerConfig();
const logger = createLogger(`workers:${config.WORKER_QUEUES.join(',')}`);
const running = await startWorkers(config, logger);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Past the deadline we exit anyway: jobs still running lose their lock and another worker takes them.
  setTimeout(() => {
    logger.error('shutdown deadline passed, exiting');
    process.exit(1);
  }, config.SHUTDOWN_DEADLINE_MS).unref();
  await running.close();
  logger.info('stopped');
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
