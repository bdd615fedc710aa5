// First: OpenTelemetry (when configured) must patch http, express, pg and ioredis before they load.
import '@rb/kit/tracing-start';
import { createLogger, onShutdownSignal, refuseUnsafeRedis, surviveRedisOutageRejections } from '@rb/kit';
import { loadWorkerConfig } from './config';
import { startWorkers } from './startWorkers';

const config = loadWorkerConfig();
await refuseUnsafeRedis(config);
const logger = createLogger(`workers:${config.WORKER_QUEUES.join(',')}`);
surviveRedisOutageRejections(logger);
const running = await startWorkers(config, logger);
// Past the deadline we exit anyway: jobs still running lose their lock and another worker takes them.
onShutdownSignal(logger, config.SHUTDOWN_DEADLINE_MS, () => running.close());
