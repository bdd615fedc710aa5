import { errorBody } from '@rb/kit';
import type { RequestHandler } from 'express';

/**
 * Refuses a body larger than the limit before it is forwarded, from its declared length. (A chunked
 * body without a length is still bounded by the service's own parser limit.)
 */
export function bodyLimit(limitFor: (path: string, contentType: string) => number): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > limitFor(req.path, req.get('content-type') ?? '')) {
      res
        .status(413)
        .set('connection', 'close')
        .json(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large.'));
      return;
    }
    next();
  };
}
