import http from 'node:http';
import { errorBody, GATEWAY_SECRET_HEADER, type Logger } from '@rb/kit';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { matches, type Route } from './routes';

const unavailable = JSON.stringify(
  errorBody('UNAVAILABLE', 'Service temporarily unavailable. Please try again shortly.'),
);

/** Methods whose request may be sent twice with the same effect (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** Errors of a connection the upstream closed or never opened: the request did not reach the app. */
const RETRYABLE = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE']);

/**
 * A request the gateway may send once more after its upstream connection broke: idempotent and
 * without a body (a body is streamed and already gone), and not retried before.
 */
function mayRetry(req: http.IncomingMessage, error: Error, retried: WeakSet<http.IncomingMessage>): boolean {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  return (
    IDEMPOTENT.has(req.method ?? '') &&
    !hasBody &&
    RETRYABLE.has((error as NodeJS.ErrnoException).code ?? '') &&
    !retried.has(req)
  );
}

export interface Proxies {
  handlers: RequestHandler[];
  /** One keep-alive agent per upstream, also used by the readiness probe. */
  agents: Map<string, http.Agent>;
  close(): void;
}

/**
 * One proxy per route, each upstream with its own keep-alive agent: without one, every request pays
 * a TCP handshake and the proxy sends `Connection: close`, which cuts throughput to a fraction.
 */
export function createProxies(
  routes: Route[],
  options: { logger: Logger; timeoutMs: number; gatewaySecret: string },
): Proxies {
  const agents = new Map<string, http.Agent>();
  const agentFor = (upstream: string) => {
    let agent = agents.get(upstream);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 });
      agents.set(upstream, agent);
    }
    return agent;
  };
  // A keep-alive connection the upstream is closing (it is draining for a restart) can reset under a
  // request just sent; such a request is sent once more, on a fresh connection.
  const retried = new WeakSet<http.IncomingMessage>();
  const handlers = routes.map((route) => {
    const handler = createProxyMiddleware<http.IncomingMessage & { id?: unknown }, http.ServerResponse>({
      target: route.upstream,
      pathFilter: (path) => matches(route.prefix, path),
      agent: agentFor(route.upstream),
      xfwd: true,
      proxyTimeout: options.timeoutMs,
      timeout: options.timeoutMs,
      on: {
        proxyReq(proxyReq, req) {
          // The service logs under the same id as the gateway.
          proxyReq.setHeader('x-request-id', String(req.id));
          // Services refuse anything without it, so only our X-Forwarded-For is ever believed.
          proxyReq.setHeader(GATEWAY_SECRET_HEADER, options.gatewaySecret);
        },
        error(error, req, res) {
          if (res instanceof http.ServerResponse && !res.headersSent && mayRetry(req, error, retried)) {
            retried.add(req);
            options.logger.info({ err: error.message, url: req.url, upstream: route.upstream }, 'retrying');
            void handler(req, res, () => undefined);
            return;
          }
          options.logger.warn({ err: error, url: req.url, upstream: route.upstream }, 'upstream unavailable');
          if (!(res instanceof http.ServerResponse)) {
            res.destroy();
            return;
          }
          if (res.headersSent) {
            res.destroy();
            return;
          }
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(unavailable);
        },
      },
    });
    return handler;
  });
  return {
    handlers: handlers as unknown as RequestHandler[],
    agents,
    close: () => {
      for (const agent of agents.values()) agent.destroy();
    },
  };
}
