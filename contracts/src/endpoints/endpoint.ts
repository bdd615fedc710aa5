import type { z } from 'zod';
import type { JobName } from '../jobs';

/** Which process answers the path: a service behind the gateway, or the gateway itself. */
export type ServiceName = 'auth' | 'resume' | 'legal' | 'admin' | 'gateway';

/** Who may call: anyone, any signed-in user, or a user whose stored role is admin. */
export type Access = 'public' | 'user' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** What a successful call answers with: a JSON body, a downloaded file, or an HTML document. */
export type Reply =
  | { kind: 'json'; schema: z.ZodType; status?: number }
  | { kind: 'file'; contentTypes: readonly string[] }
  | { kind: 'html' };

/**
 * One HTTP endpoint, written once: the service router mounts it (validating before any other work),
 * the web client calls it, the gateway routes its prefix and the OpenAPI document describes it.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Express-style path (`/api/resume/:id`), exactly as in SPEC §7. */
  path: string;
  service: ServiceName;
  access: Access;
  summary: string;
  /** Path parameters; a value that fails its schema names nothing, so it is a 404 with `notFound`. */
  params?: z.ZodObject;
  /** The 404 message for an id in the path, or in the body, that names none of the user's things. */
  notFound?: string;
  /** Query string; without one, any query key is refused. */
  query?: z.ZodType;
  /** JSON body; without one (and without `upload`), a non-empty body is refused. */
  body?: z.ZodType;
  /** A multipart upload instead of a JSON body: the file's field name and size limit. */
  upload?: { field: string; maxBytes: number; contentType: string };
  reply: Reply;
  /** The jobs the call enqueues and waits for (it accepts an `X-Job-Id` header). */
  jobs?: readonly JobName[];
}

/** Keeps the literal types of an endpoint object, so handlers and clients are typed from its schemas. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives after validation (defaults applied, strings coerced). */
export type EndpointParams<E extends Endpoint> = Out<E['params']>;
export type EndpointQuery<E extends Endpoint> = Out<E['query']>;
export type EndpointBody<E extends Endpoint> = Out<E['body']>;
/** What a client sends (before defaults). */
export type EndpointParamsInput<E extends Endpoint> = In<E['params']>;
export type EndpointQueryInput<E extends Endpoint> = In<E['query']>;
export type EndpointBodyInput<E extends Endpoint> = In<E['body']>;
/** The JSON reply of a JSON endpoint. */
export type EndpointResponse<E extends Endpoint> = E['reply'] extends { kind: 'json'; schema: infer S }
  ? Out<S>
  : never;

const PARAM = /:(\w+)/g;

/** The concrete path of a call: each `:name` replaced by its URL-encoded value. */
export function pathFor(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The OpenAPI form of a path: `/api/resume/{id}`. */
export const openApiPath = (path: string): string => path.replace(PARAM, '{$1}');

/** The routing prefix of a path: its first two segments (`/api/resume`). */
export const routePrefix = (path: string): string => path.split('/').slice(0, 3).join('/');
