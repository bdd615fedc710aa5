import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpErrorOf, type Logger, logRequest, requestId, timeRequest } from '@rb/kit';
import proxyAddr from 'proxy-addr';
import { answerError } from './answerError';
import type { Upstream, UpstreamProxy } from './proxy';
import type { ApiRateLimits } from './rateLimits';
import { matches, type Route } from './routes';
import type { RouteTemplates } from './routeTemplates';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface ProxyPathOptions {
  routes: Route[];
  proxy: UpstreamProxy;
  logger: Logger;
  /** Load balancer hops in front of the gateway, as Express's `trust proxy` (TRUST_PROXY_HOPS). */
  trustProxyHops: number;
  securityHeaders: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  rateLimits: ApiRateLimits;
  /** True when it took the request over (a 413 for a body over the limit). */
  refuseOversized: (req: IncomingMessage, res: ServerResponse) => boolean;
  templates: RouteTemplates;
}

/** The client's address as Express's `trust proxy` with a hop count reads it: that many hops back along X-Forwarded-For. */
export function clientAddress(req: IncomingMessage, trustProxyHops: number): string {
  return proxyAddr(req, (_address, hop) => hop < trustProxyHops) ?? 'unknown';
}

/** The path part of a request target, without query or fragment. */
function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/**
 * The gateway's hot path: requests under a service's /api prefix are proxied without Express. A profile
 * of the gateway under load showed the Express router walking a dozen middleware layers, pino-http
 * building a child logger per request and http-proxy-middleware running one path filter per route;
 * without them a proxied request costs the gateway less than half the CPU it did (README, Benchmark).
 * Here each request gets, in order: its request id, the security headers, the per-IP rate limit
 * (429 / 503), the body limit (413), then one proxy call; one access-log line and the request metrics
 * when it ends. Everything else (health, OpenAPI, the web, 404s, Socket.IO) is left to `fallback`, the
 * Express app.
 */
export function proxyPath(options: ProxyPathOptions, fallback: Handler): Handler {
  const routes = options.routes.map((route) => ({
    prefix: route.prefix,
    upstream: options.proxy.upstream(route.upstream),
  }));
  const { logger, templates } = options;

  /** A refusal (429, 503…), answered as the Express error handler answers it. */
  const refuse = (res: ServerResponse, error: unknown) => answerError(res, httpErrorOf(error, logger));

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    upstream: Upstream,
    id: string,
  ) => {
    try {
      await options.rateLimits(pathname.slice('/api'.length), clientAddress(req, options.trustProxyHops));
    } catch (error) {
      refuse(res, error);
      return;
    }
    if (options.refuseOversized(req, res)) return;
    if (req.method === 'OPTIONS') {
      // Express answers OPTIONS itself for a path some endpoint has (Allow: its methods).
      const allow = templates.allow(pathname);
      if (allow) {
        res
          .writeHead(200, {
            allow,
            'content-length': Buffer.byteLength(allow),
            'content-type': 'text/plain',
            'x-content-type-options': 'nosniff',
          })
          .end(allow);
        return;
      }
    }
    options.proxy.forward(req, res, upstream, id);
  };

  return (req, res) => {
    const url = req.url ?? '/';
    const pathname = pathnameOf(url);
    const route = routes.find((candidate) => matches(candidate.prefix, pathname));
    if (!route) {
      fallback(req, res);
      return;
    }
    const method = req.method ?? 'GET';
    const id = requestId(req, res);
    timeRequest('gateway', method, res, () => templates.template(method, pathname) ?? 'unmatched');
    logRequest(logger, req, res, id);
    options.securityHeaders(req, res, () => undefined);
    handle(req, res, pathname, route.upstream, id).catch((error: unknown) => {
      // Whatever escaped (a header Node refuses to send…) is a logged 500, as Express's handler made it.
      if (res.headersSent) res.destroy();
      else refuse(res, error);
    });
  };
}
