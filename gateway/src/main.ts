// First: OpenTelemetry (when configured) must patch http, express, pg and ioredis before they load.
import '@rb/kit/tracing-start';
import { createLogger, loadConfig, refuseUnsafeRedis, serve, startMetricsServer } from '@rb/kit';
import { gatewayConfigShape } from './config';
import { createGateway } from './gateway';

const config = loadConfig(gatewayConfigShape);
await refuseUnsafeRedis(config);
const logger = createLogger('gateway', config.LOG_LEVEL);
const gateway = await createGateway(config, logger);
const metricsPort = config.METRICS_PORT ?? config.PORT + 1000;
// Metrics serve operators, not users: a taken port is logged loudly but does not stop the gateway.
const metrics = await startMetricsServer(metricsPort, config.METRICS_HOST).then(
  (server) => {
    logger.info({ port: metricsPort }, 'metrics listening');
    return server;
  },
  (error: Error) => {
    logger.error({ err: error, port: metricsPort }, 'metrics listener failed; set METRICS_PORT');
    return undefined;
  },
);

await serve(gateway.server, config.PORT, {
  logger,
  host: config.HOST,
  // In-flight proxied requests (job waits) may take up to the proxy timeout: let them finish.
  deadlineMs: config.PROXY_TIMEOUT_MS + 5000,
  beforeClose: () => gateway.io.disconnectSockets(true),
  closers: [() => gateway.close(), async () => void metrics?.close()],
});
logger.info(`Resume builder: http://localhost:${config.PORT}`);
