import http from 'node:http';
import { parse } from 'node:url';
import { GATEWAY_SECRET_HEADER, type Logger, loggedUrl, timedOut, unavailable } from '@rb/kit';
import httpProxy from 'http-proxy';
import { answerError } from './answerError';

/** Methods whose request may be sent twice with the same effect (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
/** The headers http-proxy's xfwd writes. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-host'] as const;
/** Errors of a connection the upstream closed or never opened: the request did not reach the app. */
const RETRYABLE = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE']);

/**
 * A request the gateway may send once more after its upstream connection broke: idempotent and
 * without a body (a body is streamed and already gone).
 */
function mayRetry(req: http.IncomingMessage, error: Error): boolean {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  return (
    IDEMPOTENT.has(req.method ?? '') && !hasBody && RETRYABLE.has((error as NodeJS.ErrnoException).code ?? '')
  );
}

/** One upstream: where it is, and its keep-alive agent. */
export interface Upstream {
  url: string;
  agent: http.Agent;
  /** The URL parsed once, as http-proxy would parse it on every request. */
  target: ReturnType<typeof parse>;
}

export interface UpstreamProxy {
  /** Sends the request to the upstream and its answer back (a 503 JSON body when it cannot be reached). */
  forward(req: http.IncomingMessage, res: http.ServerResponse, upstream: Upstream, requestId: string): void;
  /** The upstream of this URL, with its agent (one per upstream). */
  upstream(url: string): Upstream;
  /** Every upstream's agent, also used by the readiness probe. */
  agents: Map<string, http.Agent>;
  close(): void;
}

/**
 * One http-proxy server for every upstream, each upstream with its own keep-alive agent: without one,
 * every request pays a TCP handshake and the proxy sends `Connection: close`, which cuts throughput to a
 * fraction. X-Forwarded-For/Proto/Host are added (xfwd), and every request carries the gateway secret.
 */
export function createProxy(options: {
  logger: Logger;
  timeoutMs: number;
  gatewaySecret: string;
}): UpstreamProxy {
  const upstreams = new Map<string, Upstream>();
  const agents = new Map<string, http.Agent>();
  const server = httpProxy.createProxyServer({
    xfwd: true,
    proxyTimeout: options.timeoutMs,
    // The client's socket outlives the upstream's wait by a second, so a timed-out upstream is answered
    // with a 504 instead of the client's connection being cut at the same moment.
    timeout: options.timeoutMs + 1000,
    // Services refuse anything without it, so only our X-Forwarded-For is ever believed. Set here, where
    // the outgoing request is built (over any copy the client sent), not in 'proxyReq': a request with
    // `Expect: 100-continue` has its headers on the wire before that event, so it reached the service
    // without the secret and every such call (curl's uploads above 1 MB) was a 403.
    headers: { [GATEWAY_SECRET_HEADER]: options.gatewaySecret },
  });
  // Requests whose upstream outlived PROXY_TIMEOUT_MS: http-proxy aborts them, which surfaces as the same
  // ECONNRESET as a dropped connection, yet such a request reached the service and must not be sent again.
  const timedOutRequests = new WeakSet<http.IncomingMessage>();
  server.on('proxyReq', (proxyReq, req) => {
    proxyReq.once('timeout', () => timedOutRequests.add(req));
  });
  server.on('proxyRes', (proxyRes, _req, res) => {
    // A client gone in the middle of an answer (a download) must not leave the upstream's stream open.
    res.on('close', () => {
      if (!res.writableEnded) proxyRes.destroy();
    });
  });

  const send = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    upstream: Upstream,
    requestId: string,
    retried: boolean,
  ) => {
    // The service logs under the same id as the gateway (http-proxy copies the request's headers).
    req.headers['x-request-id'] = requestId;
    // xfwd appends this hop to the request's own X-Forwarded-* headers, in place: a retry starts again
    // from the headers as the client sent them, or it would name the client (and port, scheme) twice.
    const asReceived = FORWARDED.map((name) => req.headers[name]);
    server.web(req, res, { target: upstream.target, agent: upstream.agent }, (error) => {
      if (timedOutRequests.has(req)) {
        options.logger.warn({ url: loggedUrl(req.url ?? ''), upstream: upstream.url }, 'upstream timed out');
        if (res.headersSent) res.destroy();
        else answerError(res, timedOut());
        return;
      }
      // A keep-alive connection the upstream is closing (it is draining for a restart) can reset under
      // a request just sent; such a request is sent once more, on a fresh connection.
      if (!retried && !res.headersSent && mayRetry(req, error)) {
        options.logger.info(
          { err: error.message, url: loggedUrl(req.url ?? ''), upstream: upstream.url },
          'retrying',
        );
        FORWARDED.forEach((name, i) => {
          if (asReceived[i] === undefined) delete req.headers[name];
          else req.headers[name] = asReceived[i];
        });
        send(req, res, upstream, requestId, true);
        return;
      }
      options.logger.warn(
        { err: error, url: loggedUrl(req.url ?? ''), upstream: upstream.url },
        'upstream unavailable',
      );
      if (res.headersSent) res.destroy();
      else answerError(res, unavailable());
    });
  };

  return {
    forward: (req, res, upstream, requestId) => send(req, res, upstream, requestId, false),
    upstream(url) {
      let upstream = upstreams.get(url);
      if (!upstream) {
        const agent = new http.Agent({
          keepAlive: true,
          maxSockets: 256,
          maxFreeSockets: 64,
          timeout: 60_000,
        });
        upstream = { url, agent, target: parse(url) };
        upstreams.set(url, upstream);
        agents.set(url, agent);
      }
      return upstream;
    },
    agents,
    close: () => {
      server.close();
      for (const agent of agents.values()) agent.destroy();
    },
  };
}
