import { createServer, type Server } from 'node:http';
import { errorBody, metricsText, type Redis } from '@rb/kit';
import type { Worker } from 'bullmq';

/**
 * /healthz (the process is alive), /readyz (Redis answers, every queue worker is running and nothing
 * it needs is missing, else 503 saying why) for orchestrators, and Prometheus /metrics; workers have no
 * other HTTP surface.
 */
export function startHealthServer(
  port: number,
  redis: Redis,
  workers: Worker[],
  problems: readonly string[] = [],
  /** The process's HOST: loopback by default, 0.0.0.0 in containers for the orchestrator's probes. */
  host = '127.0.0.1',
): Promise<Server> {
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.url === '/healthz') return reply(200, { status: 'ok', service: 'workers' });
    if (req.url === '/metrics') {
      const { contentType, body } = await metricsText();
      res.writeHead(200, { 'content-type': contentType }).end(body);
      return;
    }
    if (req.url !== '/readyz') return reply(404, errorBody('NOT_FOUND', 'Not found.'));
    try {
      await Promise.race([
        redis.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      if (!workers.every((w) => w.isRunning())) throw new Error('a worker is not running');
    } catch {
      return reply(503, errorBody('UNAVAILABLE', 'Not ready.'));
    }
    if (problems.length > 0) {
      return reply(503, { ...errorBody('UNAVAILABLE', 'Not ready.'), service: 'workers', problems });
    }
    reply(200, { status: 'ready', service: 'workers' });
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
