import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from './logger';
import { requestId } from './requestId';

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id: the gateway's x-request-id, or one made here. */
    id: string;
    /** A logger whose lines carry this request's id. */
    log: Logger;
  }
}

/** A JSON Web Token anywhere (its header always starts `{"` → `eyJ`), and query keys naming a credential. */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const HOLDS_JWT = new RegExp(JWT.source);
const SECRET_KEY = /^(access_?token|token|jwt|auth|authorization|password|secret|api_?key|key)$/i;

/**
 * The URL as it may be logged. Tokens are never accepted in a URL, but a client or a pasted link may
 * still put one there, and logs are kept far longer than a token lives and read by more people.
 */
export function loggedUrl(url: string): string {
  const cut = url.indexOf('?');
  const path = (cut < 0 ? url : url.slice(0, cut)).replace(JWT, '[redacted]');
  if (cut < 0) return path;
  const query = url
    .slice(cut + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair.replace(JWT, '[redacted]');
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return `${key}=${SECRET_KEY.test(key) || HOLDS_JWT.test(value) ? '[redacted]' : value}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Probes every few seconds would drown the useful lines. */
const UNLOGGED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One access-log line when the response ends: id, method, URL, status and milliseconds (headers would
 * repeat on every line and could carry personal data). The messages are pino-http's, so log queries
 * written for it still match.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, id: string): void {
  const started = Date.now();
  const { method } = req;
  const url = loggedUrl(req.url ?? '');
  res.once('close', () => {
    const line = {
      req: { id, method, url },
      res: { statusCode: res.statusCode },
      responseTime: Date.now() - started,
    };
    if (res.statusCode >= 500) logger.info(line, 'request errored');
    else logger.info(line, res.writableEnded ? 'request completed' : 'request aborted');
  });
}

/**
 * Request ids and the access log. `req.log` is bound to the id on first use only: pino-http binds a
 * child logger to every request up front, which a profile of the resume service under load put at about
 * 12% of its synchronous request path, while most requests log nothing but their access line.
 */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestId(req, res);
    req.id = id;
    let bound: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => {
        bound ??= logger.child({ req: { id, method: req.method, url: loggedUrl(req.url) } });
        return bound;
      },
    });
    if (!UNLOGGED.has(req.url)) logRequest(logger, req, res, id);
    next();
  };
}
