import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addHealthEndpoints,
  createBaseApp,
  createDb,
  createFailFastRedis,
  createLogger,
  createTokenService,
  finishApp,
  type Logger,
  subscribeRevocations,
} from '@rb/kit';
import type { Express } from 'express';
import { bodyLimit } from './bodyLimit';
import type { GatewayConfig } from './config';
import { attachJobRelay } from './jobRelay';
import { openApiRoute } from './openApi';
import { createProxy } from './proxy';
import { clientAddress, proxyPath } from './proxyPath';
import { queueChangeNotifier } from './queueChanges';
import { apiRateLimits } from './rateLimits';
import { checkReadiness } from './readiness';
import { routeTable } from './routes';
import { routeTemplates } from './routeTemplates';
import { securityHeaders } from './securityHeaders';
import { createSocketServer, type SocketServer } from './sockets';
import { webRoutes } from './web';

export interface Gateway {
  app: Express;
  server: Server;
  io: SocketServer;
  /** Listens and returns the base URL (port 0 picks a free one). */
  listen(port?: number, host?: string): Promise<string>;
  /** Disconnects sockets, then closes the relay, Redis, the database pool and upstream agents. */
  close(): Promise<void>;
}

/** One gateway: HTTP routes, static web, Socket.IO and the job relay. Several can run side by side. */
export async function createGateway(
  config: GatewayConfig,
  logger: Logger = createLogger('gateway'),
): Promise<Gateway> {
  const redis = createFailFastRedis(config.REDIS_URL);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  // Only the socket handshake reads the database (token version), so a tiny pool.
  const db = createDb(config.DATABASE_URL, { max: 3 });
  const tokens = createTokenService(config.JWT_SECRET);
  const routes = routeTable(config);
  const proxy = createProxy({
    logger,
    timeoutMs: config.PROXY_TIMEOUT_MS,
    gatewaySecret: config.GATEWAY_SECRET,
  });
  const headers = securityHeaders();
  const rateLimits = apiRateLimits({
    redis,
    prefix: config.QUEUE_PREFIX,
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    authPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  const refuseOversized = bodyLimit((contentType) =>
    contentType.startsWith('multipart/') ? config.UPLOAD_LIMIT_BYTES : config.JSON_LIMIT_BYTES,
  );

  const app = createBaseApp({ name: 'gateway', logger, trustProxyHops: config.TRUST_PROXY_HOPS });
  app.use(headers);
  addHealthEndpoints(app, 'gateway', async () => {
    const failing = await checkReadiness(redis, proxy.agents);
    if (failing.length > 0) throw new Error(`not reachable: ${failing.join(', ')}`);
  });
  // The rest of /api (the OpenAPI document, unknown paths) is limited like the proxied endpoints.
  app.use('/api', async (req, _res, next) => {
    await rateLimits(req.path, req.ip ?? 'unknown');
    next();
  });
  app.use('/api', (req, res, next) => {
    if (!refuseOversized(req, res)) next();
  });
  app.use(openApiRoute());
  app.use(webRoutes({ webDist: config.WEB_DIST, legalDir: config.LEGAL_DIR }));
  finishApp(app);

  // Requests for a service's /api prefix take the lean proxy path; everything else is the Express app.
  const server = createServer(
    proxyPath(
      {
        routes,
        proxy,
        logger,
        trustProxyHops: config.TRUST_PROXY_HOPS,
        securityHeaders: headers,
        rateLimits,
        refuseOversized,
        templates: routeTemplates(),
      },
      app,
    ),
  );
  // Long job waits are proxied; Node's default 5-minute request timeout is fine, but keep-alive from a
  // load balancer must outlive its own idle timeout.
  server.keepAliveTimeout = 65_000;
  const { io, revoke, confirmAdmins } = createSocketServer(server, {
    tokens,
    db,
    logger,
    allowedOrigins: config.SOCKET_ALLOWED_ORIGINS,
    admit: (req) => rateLimits('/socket.io', clientAddress(req, config.TRUST_PROXY_HOPS)),
  });
  const closeRevocations = await subscribeRevocations(
    { redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, logger },
    revoke,
  );
  const queueChanges = queueChangeNotifier(io, confirmAdmins, logger);
  const closeRelay = await attachJobRelay(io, {
    redisUrl: config.REDIS_URL,
    queuePrefix: config.QUEUE_PREFIX,
    logger,
    onQueueEvents: queueChanges.watch,
  });

  return {
    app,
    server,
    io,
    async listen(port = config.PORT, host = config.HOST) {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      const address = server.address() as AddressInfo;
      return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
    },
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
        server.closeAllConnections();
      });
      queueChanges.close();
      await closeRelay();
      await closeRevocations();
      await redis.quit().catch(() => redis.disconnect());
      await db.destroy();
      proxy.close();
    },
  };
}
