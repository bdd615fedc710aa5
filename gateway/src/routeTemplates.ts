import { type Endpoint, endpoints } from '@rb/contracts';
import { pathToRegexp } from 'path-to-regexp';

export interface RouteTemplates {
  /**
   * The endpoint path a request is labelled with in the request metrics (`/api/resume/:id`), never
   * its raw URL; undefined when no endpoint matches.
   */
  template(method: string, pathname: string): string | undefined;
  /** The methods of the endpoints at this path, as Express lists them in an OPTIONS answer ('' if none). */
  allow(pathname: string): string;
}

/**
 * The gateway proxies by prefix, so it has no routes of its own for the proxied endpoints; this matches a
 * request against the endpoint objects with Express's own rules (path-to-regexp, case-insensitive, an
 * optional trailing slash), so labels and OPTIONS answers are what an Express router of these endpoints
 * gives: the LAST matching endpoint names the request (each route passes the request on, and the last
 * sets `req.route`), a GET endpoint also answers HEAD, and a HEAD request is named by any endpoint at its
 * path. Nothing is decoded: a malformed %-escape is the service's to refuse.
 */
export function routeTemplates(): RouteTemplates {
  const compiled = (Object.values(endpoints) as Endpoint[]).map((endpoint) => ({
    path: endpoint.path,
    method: endpoint.method,
    regexp: pathToRegexp(endpoint.path, { sensitive: false, end: true, trailing: true }).regexp,
  }));
  return {
    template(method, pathname) {
      for (let i = compiled.length - 1; i >= 0; i--) {
        const route = compiled[i] as (typeof compiled)[number];
        if ((method === route.method || method === 'HEAD') && route.regexp.test(pathname)) return route.path;
      }
      return undefined;
    },
    allow(pathname) {
      const methods = new Set<string>();
      for (const route of compiled) {
        if (!route.regexp.test(pathname)) continue;
        methods.add(route.method);
        if (route.method === 'GET') methods.add('HEAD');
      }
      return [...methods].sort().join(', ');
    },
  };
}
