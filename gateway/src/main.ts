import { createLogger, loadConfig, refuseUnsafeRedis, serve } from '@rb/kit';
import { gatewayConfigShape } from './config';
import { createGateway } from './gateway';

const config = loadConfig(gatewayConfigShape);
await refuseUnsafeRedis(config);
const logger = createLogger('gateway', config.LOG_LEVEL);
const gateway = await createGateway(config, logger);

await serve(gateway.server, config.PORT, {
  logger,
  host: config.HOST,
  // In-flight proxied requests (job waits) may take up to the proxy timeout: let them finish.
  deadlineMs: config.PROXY_TIMEOUT_MS + 5000,
  beforeClose: () => gateway.io.disconnectSockets(true),
  closers: [() => gateway.close()],
});
logger.info(`Resume builder: http://localhost:${config.PORT}`);
