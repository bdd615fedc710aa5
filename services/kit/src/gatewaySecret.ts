import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from './httpError';

/** The header that proves a request to a service came through the gateway. */
export const GATEWAY_SECRET_HEADER = 'x-rb-gateway-secret';

/** Paths an orchestrator probes directly; they reveal nothing and read no client address. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Services are reached only through the gateway: anything else (a direct request to the service's port)
 * could skip the gateway's limits and forge X-Forwarded-For, which services trust for the legal log.
 * So every request but the probes must carry the shared secret; only then is its forwarded address
 * (read through `trust proxy`) believed.
 */
export function requireGatewaySecret(secret: string): RequestHandler {
  const expected = Buffer.from(secret, 'utf8');
  return (req, _res, next) => {
    if (PROBES.has(req.path)) return next();
    const given = Buffer.from(req.get(GATEWAY_SECRET_HEADER) ?? '', 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(403, 'FORBIDDEN', 'Services are reachable through the gateway only.');
    }
    next();
  };
}
