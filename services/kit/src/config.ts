import { z } from 'zod';
import { devSecrets } from './devSecrets';
import { databaseTlsProblem } from './infrastructure';

const KEY_BYTES = 32;
const MIN_SECRET_BYTES = 32;

/** `{"kid":"base64"}` or `kid:base64,kid2:base64` → key id → raw key. */
const dataKeysSchema = z.string().transform((raw, ctx) => {
  let entries: [string, string][];
  try {
    entries = raw.trim().startsWith('{')
      ? Object.entries(JSON.parse(raw) as Record<string, string>)
      : raw.split(',').map((pair) => {
          const at = pair.indexOf(':');
          return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as [string, string];
        });
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON or kid:base64key,...' });
    return z.NEVER;
  }
  const keys = new Map<string, Buffer>();
  for (const [kid, b64] of entries) {
    const key = Buffer.from(b64 ?? '', 'base64');
    if (!/^[\w.-]{1,64}$/.test(kid) || key.length !== KEY_BYTES) {
      ctx.addIssue({ code: 'custom', message: `key "${kid}" must be a ${KEY_BYTES}-byte base64 key` });
      return z.NEVER;
    }
    keys.set(kid, key);
  }
  if (keys.size === 0) ctx.addIssue({ code: 'custom', message: 'needs at least one key' });
  return keys;
});

/** Keys every process reads; a service adds its own keys next to these. */
export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/resume_builder'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('rb'),
  JWT_SECRET: z.string().min(1),
  /** Sent by the gateway with every proxied request; services refuse requests without it. */
  GATEWAY_SECRET: z.string().min(1),
  DATA_KEYS: dataKeysSchema,
  DATA_KEY_ID: z.string().min(1),
  /** Base64 key (≥ 32 bytes) of the keyed hashes: e-mail lookups and throttle keys (lookupHash.ts). */
  LOOKUP_KEY: z
    .string()
    .transform((raw) => Buffer.from(raw, 'base64'))
    .refine((key) => key.length >= KEY_BYTES, `must be at least ${KEY_BYTES} bytes, base64`),
  /** Explicit overrides of production's infrastructure checks (infrastructure.ts). */
  ALLOW_UNVERIFIED_DATABASE_TLS: z.stringbool().default(false),
  ALLOW_REDIS_EVICTION: z.stringbool().default(false),
  /** Hops of reverse proxies in front of this process: services sit behind the gateway (1). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /** Listening address: services are internal (loopback); containers set 0.0.0.0. */
  HOST: z.string().min(1).default('127.0.0.1'),
};

type BaseShape = typeof baseConfigShape;
export type Config<S extends z.ZodRawShape = Record<never, never>> = z.infer<
  z.ZodObject<Omit<BaseShape, keyof S> & S>
>;
export type BaseConfig = Config;

const SECRET_KEYS = ['JWT_SECRET', 'GATEWAY_SECRET', 'DATA_KEYS', 'DATA_KEY_ID', 'LOOKUP_KEY'] as const;
/** Shared secrets a production start refuses when shorter than this. */
const STRONG_SECRETS = ['JWT_SECRET', 'GATEWAY_SECRET'] as const;

/**
 * Parses the environment once. Outside production, missing secrets come from `.local/secrets.json`;
 * production refuses missing or weak ones. On any problem every issue is printed and the process exits.
 */
export function loadConfig<S extends z.ZodRawShape = Record<never, never>>(
  shape: S = {} as S,
  env: NodeJS.ProcessEnv = process.env,
): Config<S> {
  const schema = z.object({ ...baseConfigShape, ...shape }).superRefine((value, ctx) => {
    const v = value as unknown as BaseConfig;
    if (v.DATA_KEYS instanceof Map && !v.DATA_KEYS.has(v.DATA_KEY_ID)) {
      ctx.addIssue({ code: 'custom', path: ['DATA_KEY_ID'], message: 'is not a key id in DATA_KEYS' });
    }
    const tls = databaseTlsProblem(v);
    if (tls) ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: tls });
    for (const key of STRONG_SECRETS) {
      if (v.NODE_ENV === 'production' && Buffer.byteLength(v[key] ?? '') < MIN_SECRET_BYTES) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `must be at least ${MIN_SECRET_BYTES} bytes in production`,
        });
      }
    }
  });
  const input: Record<string, string | undefined> = { ...env };
  const production = (env.NODE_ENV ?? 'development') === 'production';
  if (!production && SECRET_KEYS.some((key) => !env[key])) {
    const generated = devSecrets();
    for (const key of SECRET_KEYS) input[key] ||= generated[key];
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    console.error(`Invalid configuration:\n${problems.join('\n')}`);
    process.exit(1);
  }
  return parsed.data as unknown as Config<S>;
}
