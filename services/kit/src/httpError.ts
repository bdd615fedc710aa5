import type { ErrorBody, ErrorCode } from '@rb/contracts';

/** The one place an error response body is built: `{error, code}`, plus `fields` for validation. */
export const errorBody = (code: ErrorCode, error: string, fields?: string[]): ErrorBody =>
  fields ? { error, code, fields } : { error, code };

/** An error that is safe to show: its status, code and message go to the client as-is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: string[],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.message, this.fields);
  }
}

export const badRequest = (message: string, fields?: string[]) =>
  new HttpError(400, 'VALIDATION', message, fields);
export const unauthenticated = (message = 'Authentication required.') =>
  new HttpError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this resource.') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
export const payloadTooLarge = (headers?: Record<string, string>) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large.', undefined, headers);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests. Please try again later.',
) =>
  new HttpError(429, 'RATE_LIMITED', message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const unavailable = (message = 'Service temporarily unavailable. Please try again shortly.') =>
  new HttpError(503, 'UNAVAILABLE', message);
export const timedOut = () => new HttpError(504, 'TIMEOUT', 'The request took too long. Please try again.');
