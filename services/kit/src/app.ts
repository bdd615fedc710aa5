import express, { type ErrorRequestHandler, type Express } from 'express';
import { accessLog } from './accessLog';
import { isDatabaseUnavailable } from './db';
import { withDeadline } from './deadline';
import { requireGatewaySecret } from './gatewaySecret';
import { errorBody, HttpError, notFound, payloadTooLarge, unavailable } from './httpError';
import type { Logger } from './logger';
import { httpMetrics, metricsRoute } from './metrics';
import { isRedisUnavailable } from './redis';

export interface BaseAppOptions {
  /** The process's name in logs, health replies and the `service` label of its metrics. */
  name: string;
  logger: Logger;
  /** Reverse-proxy hops in front of this process (the gateway is one). */
  trustProxyHops?: number;
}

/** Express with request ids (from the gateway or made here), request metrics, an access log and no x-powered-by. */
export function createBaseApp(options: BaseAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxyHops ?? 1);
  app.use(httpMetrics(options.name));
  app.use(accessLog(options.logger));
  return app;
}

/** A probe answers within this, even when a dependency hangs instead of refusing. */
const READY_DEADLINE_MS = 2000;

/** `/healthz` (the process is alive) and `/readyz` (its dependencies answer; 503 when `ready` throws). */
export function addHealthEndpoints(app: Express, name: string, ready: () => Promise<void>): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.get('/readyz', async (req, res) => {
    try {
      await withDeadline(ready(), READY_DEADLINE_MS, () => new Error('readiness check timed out'));
      res.json({ status: 'ready', service: name });
    } catch (error) {
      req.log.warn({ err: error }, 'not ready');
      res.status(503).json(errorBody('UNAVAILABLE', 'Not ready.'));
    }
  });
}

export interface ServiceAppOptions extends BaseAppOptions {
  /** Throws when a dependency (database, Redis…) is unreachable; drives /readyz. */
  ready: () => Promise<void>;
  /** express.json limit; larger bodies get a 413. */
  jsonLimit?: string;
  /**
   * The secret the gateway sends in every proxied request (GATEWAY_SECRET). Every service entry point
   * passes it; without it (in-process tests) requests are not checked.
   */
  gatewaySecret?: string;
}

/**
 * The common front half of every service: request id, access log, health endpoints, Prometheus
 * `/metrics` (services listen inside the cluster only; the gateway never forwards this path) and JSON
 * body parsing. Add routes, then call finishApp.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = createBaseApp(options);
  // API answers carry personal data and are never reused by the web, so no cache may keep them, and
  // hashing every body for an ETag nobody sends back is wasted CPU.
  app.set('etag', false);
  app.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  addHealthEndpoints(app, options.name, options.ready);
  // Scraped on the service's own (internal) port, like the probes, so it needs no gateway secret.
  app.get('/metrics', metricsRoute);
  if (options.gatewaySecret) app.use(requireGatewaySecret(options.gatewaySecret));
  app.use(express.json({ limit: options.jsonLimit ?? '100kb' }));
  return app;
}

/** body-parser's error types → our status and code. */
function bodyParserError(error: {
  type?: unknown;
  status?: unknown;
  errno?: unknown;
}): HttpError | undefined {
  // A body that is not what its Content-Encoding says: body-parser passes zlib's error on as a 400
  // without a type, and zlib's errors are the ones with an errno.
  if (error.type === undefined && error.status === 400 && typeof error.errno === 'number') {
    return new HttpError(400, 'VALIDATION', 'Invalid request: the body could not be decompressed.', ['body']);
  }
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'VALIDATION', 'Invalid request: body is not valid JSON.', ['body']);
    case 'entity.too.large':
      return payloadTooLarge();
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported request encoding.');
    case 'request.aborted':
      return new HttpError(400, 'VALIDATION', 'Request aborted.');
    default:
      return undefined;
  }
}

/**
 * Any error → the HttpError answered for it: known errors keep their status, a dependency that is down
 * is a 503, anything else is a logged 500 without details. Shared by the error handler and the
 * gateway's proxy path, which answers without Express.
 */
export function httpErrorOf(error: unknown, log: Logger): HttpError {
  let known: HttpError | undefined;
  if (error instanceof HttpError) known = error;
  else if (error && typeof error === 'object') known = bodyParserError(error);
  if (known) return known;
  if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
    log.error({ err: error }, 'dependency unavailable');
    return unavailable();
  }
  log.error({ err: error }, 'unhandled error');
  return new HttpError(500, 'INTERNAL', 'Internal error');
}

/** The one error handler (see httpErrorOf). */
const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = httpErrorOf(error, req.log);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(known.status).set(known.headers).json(known.toBody());
};

/** Closes the app: JSON 404 for unknown paths, then the error handler. */
export function finishApp(app: Express): Express {
  app.use((_req, _res, next) => next(notFound('Not found.')));
  app.use(errorHandler);
  return app;
}
