import * as account from './account';
import * as applications from './applications';
import * as audit from './audit';
import * as auth from './auth';
import * as docs from './docs';
import { type Endpoint, routePrefix, type ServiceName } from './endpoint';
import * as legal from './legal';
import * as operations from './operations';
import * as resume from './resume';
import * as versions from './versions';

/** Every endpoint of the product, by name: `endpoints.listResumes`. */
export const endpoints = {
  ...auth,
  ...legal,
  ...resume,
  ...versions,
  ...applications,
  ...account,
  ...docs,
  ...audit,
  ...operations,
} as const;
export type EndpointName = keyof typeof endpoints;

export type UpstreamService = Exclude<ServiceName, 'gateway'>;

/**
 * The gateway's route table: which service answers each `/api/<segment>` prefix. Derived from the
 * endpoints, so a new endpoint is routed by declaring its service; a prefix claimed by two services
 * is a programming error, thrown on import.
 */
export const serviceRoutes: readonly { prefix: string; service: UpstreamService }[] = (() => {
  const byPrefix = new Map<string, UpstreamService>();
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    if (endpoint.service === 'gateway') continue;
    const prefix = routePrefix(endpoint.path);
    const claimed = byPrefix.get(prefix);
    if (claimed && claimed !== endpoint.service) {
      throw new Error(`${prefix} is claimed by both ${claimed} and ${endpoint.service}`);
    }
    byPrefix.set(prefix, endpoint.service);
  }
  return [...byPrefix].map(([prefix, service]) => ({ prefix, service }));
})();
