import { type Endpoint, endpoints } from '@rb/contracts';
import { Router } from 'express';

const method = { GET: 'get', POST: 'post', DELETE: 'delete' } as const;

/**
 * The gateway proxies by prefix and so matches no route of its own; this router matches each request
 * against the endpoint objects and passes it on, so Express records the endpoint's path as the request's
 * route and the request metrics are labelled by template (`/api/resume/:id`), not by raw URL.
 */
export function routeTemplates(): Router {
  const router = Router();
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    router[method[endpoint.method]](endpoint.path, (_req, _res, next) => next());
  }
  return router;
}
