import path from 'node:path';
import { baseConfigShape, type Config, repoRoot } from '@rb/kit';
import { z } from 'zod';

const url = z.string().url();

export const gatewayConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The gateway is the one public process; services stay on loopback (kit's HOST default). */
  HOST: baseConfigShape.HOST.default('0.0.0.0'),
  /**
   * Prometheus `/metrics` listener, apart from the public PORT so clients never see it. Default PORT +
   * 1000 (9080); 0 picks a free port.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Its address: loopback, apart from the public HOST; containers set 0.0.0.0 for the scraper. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The gateway faces clients: trust no forwarding header unless a load balancer is declared. */
  TRUST_PROXY_HOPS: baseConfigShape.TRUST_PROXY_HOPS.default(0),
  AUTH_URL: url.default('http://127.0.0.1:4101'),
  RESUME_URL: url.default('http://127.0.0.1:4102'),
  LEGAL_URL: url.default('http://127.0.0.1:4103'),
  ADMIN_URL: url.default('http://127.0.0.1:4104'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  LEGAL_DIR: z.string().default(path.join(repoRoot, 'web', 'public', 'legal')),
  /** Largest JSON body forwarded, and largest upload (multipart) body. */
  JSON_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(6 * 1024 * 1024),
  /** Requests per client IP per minute: all of /api, and the auth endpoints. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Origins whose pages may open a socket (comma-separated, e.g. `https://app.example.com`). Empty: only
   * pages of the host the request was sent to, i.e. the gateway's own origin(s).
   */
  SOCKET_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** How long a proxied request may take: job-backed endpoints wait for their job. */
  PROXY_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
};

export type GatewayConfig = Config<typeof gatewayConfigShape>;
