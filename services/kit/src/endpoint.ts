import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  HttpMethod,
} from '@rb/contracts';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { z } from 'zod';
import { type AuthDeps, type AuthUser, loadAuthUser, verifyBearer } from './auth';
import type { Database } from './db';
import { forbidden, HttpError, notFound } from './httpError';
import { jobIdOf } from './jobId';
import { parseBody, parseQuery } from './validate';

/** What a handler is given: the validated inputs and, behind a token, the user from the database. */
export interface EndpointInput<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  user: E['access'] extends 'public' ? undefined : AuthUser;
  req: Request;
  res: Response;
}

/** A rendered file, sent as an attachment named `filename`. */
export interface FileReply {
  file: { base64: string; contentType: string };
  filename: string;
}

/**
 * A JSON reply serialised already, as UTF-8 bytes, sent as they are: a large reply built off the event
 * loop (a worker thread) would otherwise be parsed there and serialised again on it. `T` is the reply
 * it encodes.
 */
export class JsonText<T> {
  declare readonly encodes?: T;
  constructor(readonly json: Uint8Array) {}
}

/** A JSON endpoint's handler returns its reply body (or its JSON text); a file endpoint's, the file. */
export type EndpointReply<E extends Endpoint> = E['reply']['kind'] extends 'file'
  ? FileReply
  : EndpointResponse<E> | JsonText<EndpointResponse<E>>;

export type EndpointHandler<E extends Endpoint> = (input: EndpointInput<E>) => Promise<EndpointReply<E>>;

export interface EndpointRouterOptions<DB extends Database> {
  /** Needed when any mounted endpoint is not public. */
  auth?: AuthDeps<DB>;
  /** The service's own checks after validation and authentication (e.g. per-user rate limits). */
  guards?: (endpoint: Endpoint) => RequestHandler[];
}

/** Without a declared query or body, none is accepted: an unexpected key is a 400, not silently ignored. */
const nothing = z.strictObject({});

const routerMethod = { GET: 'get', POST: 'post', DELETE: 'delete' } as const satisfies Record<
  HttpMethod,
  keyof Router
>;

/** A POST without a body still says Content-Length: 0, which type-is counts as a body. */
const sentBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;

/**
 * A router whose routes are endpoint objects from contracts. Each request runs, in this order: the
 * token's signature (no I/O), validation of path parameters (a bad one is a 404), X-Job-Id, query and
 * body (400, unknown keys refused), then the user row and role (database), then the service's guards (Redis), and
 * only then the handler, whose inputs and reply are typed from the endpoint's schemas. A request that
 * cannot be served is thereby refused before it costs a round trip.
 */
export function endpointRouter<DB extends Database>(options: EndpointRouterOptions<DB> = {}) {
  const router = Router();

  function mount<E extends Endpoint>(endpoint: E, handler: EndpointHandler<NoInfer<E>>): void {
    const auth = options.auth;
    if (endpoint.access !== 'public' && !auth) {
      throw new Error(`${endpoint.method} ${endpoint.path} needs a token: pass auth to endpointRouter`);
    }
    if (endpoint.reply.kind === 'html') throw new Error(`${endpoint.path} is a static file, not a route`);

    const validate: RequestHandler = (req, res, next) => {
      const claims = auth && endpoint.access !== 'public' ? verifyBearer(auth.tokens, req) : undefined;
      const params = endpoint.params ? endpoint.params.safeParse(req.params) : undefined;
      if (params && !params.success) throw notFound(endpoint.notFound);
      // The X-Job-Id is input too: a malformed one is refused before the job's costs begin.
      if (endpoint.jobs) req.jobId = jobIdOf(req);
      // express.json reads only JSON: a body of another type would otherwise reach the schema as {}
      // and be refused as every field missing, which tells the sender nothing.
      if (!endpoint.upload && sentBody(req) && !req.is('application/json')) {
        throw new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the request body as JSON (Content-Type: application/json).',
        );
      }
      res.locals.endpoint = {
        claims,
        params: params?.data ?? {},
        query: parseQuery(endpoint.query ?? nothing, req.query),
        // A multipart body is read by the handler's upload parser, after the checks below.
        body: endpoint.upload ? undefined : parseBody(endpoint.body ?? nothing, req.body),
      };
      next();
    };

    const authenticate: RequestHandler = async (req, res, next) => {
      const { claims } = res.locals.endpoint;
      if (auth && claims) {
        req.user = await loadAuthUser(auth.db, claims);
        req.claims = claims;
        if (endpoint.access === 'admin' && req.user.role !== 'admin') throw forbidden();
      }
      next();
    };

    const run: RequestHandler = async (req, res) => {
      const { params, query, body } = res.locals.endpoint;
      const input = { params, query, body, user: req.user, req, res } as EndpointInput<E>;
      // The declared success status; a handler may pick another (e.g. 200 for a repeat of a 201 create).
      if (endpoint.reply.kind === 'json') res.status(endpoint.reply.status ?? 200);
      const reply = await handler(input);
      if (endpoint.reply.kind === 'file') {
        const { file, filename } = reply as FileReply;
        res.attachment(filename).type(file.contentType).send(Buffer.from(file.base64, 'base64'));
        return;
      }
      if (res.headersSent) return;
      // A view of the bytes, not a copy.
      if (reply instanceof JsonText)
        res
          .type('application/json')
          .send(Buffer.from(reply.json.buffer, reply.json.byteOffset, reply.json.byteLength));
      else res.json(reply);
    };

    router[routerMethod[endpoint.method]](
      endpoint.path,
      validate,
      authenticate,
      ...(options.guards?.(endpoint) ?? []),
      run,
    );
  }

  return { router, mount };
}

export type EndpointRouter = ReturnType<typeof endpointRouter>;
