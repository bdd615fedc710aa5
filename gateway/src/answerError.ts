import type { ServerResponse } from 'node:http';
import type { HttpError } from '@rb/kit';

/**
 * Answers with an HttpError's status, headers and JSON body, as kit's Express error handler would: the
 * gateway's proxy path answers without Express.
 */
export function answerError(res: ServerResponse, error: HttpError): void {
  const body = JSON.stringify(error.toBody());
  res
    .writeHead(error.status, {
      ...error.headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    })
    .end(body);
}
