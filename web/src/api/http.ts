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
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!res.ok) throw await readError(res);
  return res;
}

/** Parses a JSON reply against the contract's schema, so a drifted server fails loudly here. */
export async function sendJson<T>(
  path: string,
  schema: { parse(data: unknown): T },
  options?: RequestOptions,
): Promise<T> {
  const res = await send(path, options);
  return schema.parse(await res.json());
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
 * retry): it is shown as is on every action, instead of the action's generic failure.
 */
export function limitMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 429 ? error.serverMessage : null;
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
