import { createServer, type Server, type ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import client from 'prom-client';
import { errorBody } from './httpError';

/**
 * The process's Prometheus registry. One per process (prom-client's default): every module declares its
 * metrics once at import, and a process running several services in one (the tests) shares them.
 */
export const metricsRegistry = client.register;
export { client as prometheus };

let defaultsCollected = false;
/** Node's own metrics (event loop lag, heap, GC, handles, CPU), once per process. */
function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: metricsRegistry });
}

const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by route template (the endpoint object path) and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
});

/**
 * Times one request from now until its response finished, labelled by `route()` (read then, once the
 * request has been routed): the route template, never the raw URL, since ids in URLs would make one
 * series per resume.
 */
export function timeRequest(service: string, method: string, res: ServerResponse, route: () => string): void {
  const end = httpDuration.startTimer({ service, method });
  res.once('finish', () => end({ route: route(), status: String(res.statusCode) }));
}

/**
 * Times every request, labelled by the route template Express matched (the endpoint object's path, e.g.
 * `/api/resume/:id`). Requests no route matched (static files, 404s) share the label `unmatched`.
 */
export function httpMetrics(service: string): RequestHandler {
  collectProcessMetrics();
  return (req, res, next) => {
    timeRequest(service, req.method, res, () =>
      req.route ? `${req.baseUrl}${(req.route as { path: string }).path}` : 'unmatched',
    );
    next();
  };
}

/** Serves the registry in Prometheus text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  collectProcessMetrics();
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/** `GET /metrics` on an app that listens only inside the cluster (a service, never the public gateway port). */
export const metricsRoute: RequestHandler = async (_req, res) => {
  const { contentType, body } = await metricsText();
  res.type(contentType).send(body);
};

/**
 * A listener of its own serving only `/metrics`, for a process whose main port is public (the gateway):
 * scrapers reach it inside the cluster, clients never. Loopback unless told otherwise (the gateway's
 * METRICS_HOST; containers set 0.0.0.0 so the scraper can reach it), since metrics name routes and
 * queues and count users' requests.
 */
export function startMetricsServer(port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(errorBody('NOT_FOUND', 'Not found.')));
      return;
    }
    metricsText().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
