import { serviceRoutes, type UpstreamService } from '@rb/contracts';
import type { GatewayConfig } from './config';

export interface Route {
  /** Path prefix, matched on a segment boundary. */
  prefix: string;
  upstream: string;
}

/**
 * Which upstream answers which /api prefix. The prefixes and their services come from the endpoint
 * objects in contracts; only the services' addresses are the gateway's own configuration.
 */
export function routeTable(config: GatewayConfig): Route[] {
  const upstreams: Record<UpstreamService, string> = {
    auth: config.AUTH_URL,
    resume: config.RESUME_URL,
    legal: config.LEGAL_URL,
    admin: config.ADMIN_URL,
  };
  return serviceRoutes.map(({ prefix, service }) => ({ prefix, upstream: upstreams[service] }));
}

export const matches = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);
