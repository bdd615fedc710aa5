import type { GatewayConfig } from './config';

export interface Route {
  /** Path prefix, matched on a segment boundary. */
  prefix: string;
  upstream: string;
}

/** Which service answers which /api prefix (ARCHITECTURE: the gateway's route table). */
export function routeTable(config: GatewayConfig): Route[] {
  return [
    { prefix: '/api/auth', upstream: config.AUTH_URL },
    { prefix: '/api/legal', upstream: config.LEGAL_URL },
    { prefix: '/api/admin', upstream: config.ADMIN_URL },
    { prefix: '/api/resume', upstream: config.RESUME_URL },
    { prefix: '/api/openai', upstream: config.RESUME_URL },
    { prefix: '/api/ats', upstream: config.RESUME_URL },
    { prefix: '/api/cover-letter', upstream: config.RESUME_URL },
    { prefix: '/api/jobs', upstream: config.RESUME_URL },
  ];
}

export const matches = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);
