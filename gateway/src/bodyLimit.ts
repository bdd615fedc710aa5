import type { IncomingMessage } from 'node:http';
import { errorBody } from '@rb/kit';
import type { RequestHandler } from 'express';

/** Most of an oversized body the gateway reads (and throws away) so the client can read its 413. */
const DRAIN_CAP_BYTES = 32 * 1024 * 1024;
/** A client that trickles its oversized body is cut off after this long. */
const DRAIN_TIMEOUT_MS = 10_000;

const tooLarge = JSON.stringify(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large.'));

/**
 * Reads and discards a request body; resolves true when it ended, false when it went over the cap
 * or the deadline (the connection is then destroyed, as nothing else would stop it).
 */
function drain(req: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    const timer = setTimeout(() => stop(false), DRAIN_TIMEOUT_MS);
    const stop = (ended: boolean) => {
      clearTimeout(timer);
      req.removeAllListeners('data');
      if (!ended) req.destroy();
      resolve(ended);
    };
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_CAP_BYTES) stop(false);
    });
    req.once('end', () => stop(true));
    req.once('error', () => stop(false));
  });
}

/**
 * Refuses a body larger than the limit before it is forwarded, from its declared length. The answer
 * waits until the rest of the body has been read: a server that answers and closes while the client
 * is still sending makes the client see a reset (EPIPE) instead of the 413. (A chunked body without
 * a length is still bounded by the service's own parser limit.)
 */
export function bodyLimit(limitFor: (path: string, contentType: string) => number): RequestHandler {
  return async (req, res, next) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length <= limitFor(req.path, req.get('content-type') ?? '')) return next();
    if (!(await drain(req))) return;
    res
      .status(413)
      .set({ connection: 'close', 'content-type': 'application/json; charset=utf-8' })
      .send(tooLarge);
  };
}
