import type { IncomingMessage, ServerResponse } from 'node:http';
import { payloadTooLarge } from '@rb/kit';
import { answerError } from './answerError';

/** Most of an oversized body the gateway reads (and throws away) so the client can read its 413. */
const DRAIN_CAP_BYTES = 32 * 1024 * 1024;
/** A client that trickles its oversized body is cut off after this long. */
const DRAIN_TIMEOUT_MS = 10_000;

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
 * Refuses a body larger than the limit before it is forwarded, from its declared length: returns true
 * when it took the request over. The 413 waits until the rest of the body has been read: a server that
 * answers and closes while the client is still sending makes the client see a reset (EPIPE) instead of
 * the 413. (A chunked body without a length is still bounded by the service's own parser limit.) Plain
 * Node types, so both the Express app and the proxy path use it.
 */
export function bodyLimit(
  limitFor: (contentType: string) => number,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length <= limitFor(req.headers['content-type'] ?? '')) return false;
    void drain(req).then((ended) => {
      if (!ended) return;
      answerError(res, payloadTooLarge({ connection: 'close' }));
    });
    return true;
  };
}
