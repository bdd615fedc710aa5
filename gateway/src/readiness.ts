import http from 'node:http';
import type { Redis } from '@rb/kit';

/** GET <upstream>/readyz (its own dependencies, PostgreSQL included) within a short timeout. */
function probe(upstream: string, agent: http.Agent, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL('/readyz', upstream), { agent, timeout: timeoutMs }, (res) => {
      res.resume();
      if (res.statusCode === 200) resolve();
      else reject(new Error(`${upstream} answered ${res.statusCode}`));
    });
    req.on('timeout', () => req.destroy(new Error(`${upstream} timed out`)));
    req.on('error', reject);
  });
}

/** Readiness: Redis answers and every upstream is ready. Returns the names of what is not. */
export async function checkReadiness(redis: Redis, agents: Map<string, http.Agent>): Promise<string[]> {
  const checks: [string, Promise<unknown>][] = [
    [
      'redis',
      Promise.race([
        redis.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
      ]),
    ],
    ...[...agents].map(
      ([upstream, agent]) => [upstream, probe(upstream, agent, 2000)] as [string, Promise<unknown>],
    ),
  ];
  const results = await Promise.allSettled(checks.map(([, check]) => check));
  return checks.filter((_, i) => results[i]?.status === 'rejected').map(([name]) => name);
}
