import { createRedis } from './redis';

/**
 * Production refuses infrastructure that silently loses data or trusts the network (issue 10 item 14).
 * Each refusal can be overridden by its own explicit flag, for operators who know why (e.g. one host
 * with PostgreSQL on a private socket).
 */
export interface InfrastructureSettings {
  NODE_ENV: 'development' | 'test' | 'production';
  DATABASE_URL: string;
  REDIS_URL: string;
  ALLOW_UNVERIFIED_DATABASE_TLS: boolean;
  ALLOW_REDIS_EVICTION: boolean;
}

const VERIFYING_SSL_MODES = new Set(['verify-full', 'verify-ca']);

/** A problem with DATABASE_URL in production: without sslmode=verify-full/verify-ca anyone on the path can read or impersonate PostgreSQL. */
export function databaseTlsProblem(settings: InfrastructureSettings): string | undefined {
  if (settings.NODE_ENV !== 'production' || settings.ALLOW_UNVERIFIED_DATABASE_TLS) return undefined;
  let mode: string | null = null;
  try {
    mode = new URL(settings.DATABASE_URL).searchParams.get('sslmode');
  } catch {
    return undefined; // the URL's own schema reports a malformed value
  }
  if (mode && VERIFYING_SSL_MODES.has(mode)) return undefined;
  return 'needs sslmode=verify-full (or verify-ca) in production; set ALLOW_UNVERIFIED_DATABASE_TLS=true to start without it';
}

/**
 * A problem with Redis in production: any maxmemory-policy but noeviction lets Redis drop queued jobs,
 * job locks and rate-limit counters under memory pressure, silently. Read from INFO, which managed
 * Redis services answer even where CONFIG is disabled.
 */
export async function redisEvictionProblem(settings: InfrastructureSettings): Promise<string | undefined> {
  if (settings.NODE_ENV !== 'production' || settings.ALLOW_REDIS_EVICTION) return undefined;
  const redis = createRedis(settings.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    const info = await redis.info('memory');
    const policy = /^maxmemory_policy:(\S+)/m.exec(info)?.[1] ?? 'unknown';
    if (policy === 'noeviction') return undefined;
    return `maxmemory-policy is "${policy}"; production needs "noeviction" so jobs and limits are never evicted (set ALLOW_REDIS_EVICTION=true to start anyway)`;
  } finally {
    redis.disconnect();
  }
}

/** At start of a process that uses Redis: prints the problem and exits, like a bad configuration does. */
export async function refuseUnsafeRedis(settings: InfrastructureSettings): Promise<void> {
  const problem = await redisEvictionProblem(settings);
  if (!problem) return;
  console.error(`Unsafe infrastructure:\n  - REDIS_URL: ${problem}`);
  process.exit(1);
}
