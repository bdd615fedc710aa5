import {
  type Endpoint,
  type EndpointBodyInput,
  type EndpointParamsInput,
  type EndpointQueryInput,
  type EndpointResponse,
  pathFor,
} from '@rb/contracts';
import { endRejectedSession } from '../session/rejected';
import { getToken } from '../session/session';

/** A reply with a non-OK status; `serverMessage` is the body's `error` text when it had one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly code: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The request never got an HTTP reply (offline, connection reset, aborted). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** Sent as X-Job-Id so the socket's progress events can be matched to this request. */
  jobId?: string;
  signal?: AbortSignal;
  /** The request outlives the page (a call made just before navigating away). */
  keepalive?: boolean;
}

async function readError(res: Response): Promise<ApiError> {
  let message: string | null = null;
  let code: string | null = null;
  try {
    const body = (await res.json()) as { error?: unknown; code?: unknown };
    if (typeof body.error === 'string' && body.error.trim()) message = body.error;
    if (typeof body.code === 'string') code = body.code;
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the status alone decides the message.
  }
  return new ApiError(res.status, message, code);
}

/** Every call goes through here: bearer token when logged in, JSON or multipart body, typed errors. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.jobId) headers.set('X-Job-Id', options.jobId);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!res.ok) {
    // Only when this tab's current token was the one refused: a stale call finishing after a new
    // login must not end the new session.
    if (res.status === 401 && token && getToken() === token) endRejectedSession();
    throw await readError(res);
  }
  return res;
}

/** One call of an endpoint object: its path parameters, query and body, typed from its schemas. */
export interface CallInput<E extends Endpoint> {
  params?: EndpointParamsInput<E>;
  query?: EndpointQueryInput<E>;
  body?: EndpointBodyInput<E>;
  /** A multipart body, for an endpoint that takes an upload. */
  form?: FormData;
  jobId?: string;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** The URL of a call: the endpoint's path with its parameters, then the defined query values. */
function urlOf<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  const path = pathFor(endpoint, input.params as Record<string, string> | undefined);
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  return query.length > 0 ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : path;
}

/** Calls an endpoint object from contracts: its method and path are written only there. */
export function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<Response> {
  return send(urlOf(endpoint, input), {
    method: endpoint.method,
    json: input.body,
    form: input.form,
    jobId: input.jobId,
    signal: input.signal,
    keepalive: input.keepalive,
  });
}

/** Calls a JSON endpoint and parses its reply against the contract's schema, so a drifted server fails loudly. */
export async function callJson<E extends Endpoint & { reply: { kind: 'json' } }>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<EndpointResponse<E>> {
  const res = await call(endpoint, input);
  return endpoint.reply.schema.parse(await res.json()) as EndpointResponse<E>;
}

export interface Messages {
  /** Shown for a non-OK reply without a server text, or always when `preferServer` is false. */
  failed: string;
  /** Shown when anything else went wrong (network, unexpected reply). */
  unexpected: string;
  /** Use the server's `error` text when the reply carried one. */
  preferServer?: boolean;
}

/**
 * A 429 carries the server's own text (the AI daily limit says when it resets, a rate limit when to
 * retry), and so do a storage cap (what to delete) and an AI use refused for an unverified address
 * (verify it; ErrorAlert adds the resend button): shown as is on every action, instead of the
 * action's generic failure, which would not say why or what to do.
 */
export function limitMessage(error: unknown): string | null {
  const limited =
    error instanceof ApiError &&
    (error.status === 429 || error.code === 'STORAGE_LIMIT_REACHED' || error.code === 'EMAIL_NOT_VERIFIED');
  return limited ? error.serverMessage : null;
}

/** Maps a caught error to the SPEC §8 message of the situation. */
export function messageFor(error: unknown, messages: Messages): string {
  const limited = limitMessage(error);
  if (limited) return limited;
  if (error instanceof ApiError) {
    return (messages.preferServer && error.serverMessage) || messages.failed;
  }
  return messages.unexpected;
}
