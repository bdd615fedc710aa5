import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, createServiceApp, finishApp, type Logger, loadConfig } from '@rb/kit';
import {
  type StartedApp,
  startApp,
  TEST_JWT_SECRET,
  testDatabaseUrl,
  testQueuePrefix,
  testRedisUrl,
} from '@rb/kit/testing';
import { gatewayConfigShape } from '../src/config';
import { createGateway, type Gateway } from '../src/gateway';

/** An upstream that says who it is and what it received, to check the route table and forwarded headers. */
export async function startEchoService(name: string): Promise<StartedApp> {
  const app = createServiceApp({ name, logger: createLogger(name), ready: async () => {} });
  app.all(/.*/, (req, res) => {
    res.json({
      service: name,
      method: req.method,
      path: req.originalUrl,
      requestId: req.get('x-request-id'),
      forwardedFor: req.get('x-forwarded-for'),
      ip: req.ip,
    });
  });
  return startApp(finishApp(app));
}

/** A web build and legal folder of our own: the gateway must serve whatever is there. */
export async function makeWebFolders(): Promise<{ webDist: string; legalDir: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'rb-gateway-'));
  const webDist = path.join(root, 'dist');
  const legalDir = path.join(root, 'legal');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await mkdir(legalDir);
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(legalDir, 'terms-of-service.html'), '<html><body><h1>Terms</h1></body></html>');
  return { webDist, legalDir };
}

export async function startGateway(
  overrides: Record<string, string> = {},
  logger: Logger = createLogger('gateway-test'),
): Promise<{ gateway: Gateway; url: string }> {
  const config = loadConfig(gatewayConfigShape, {
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    DATA_KEY_ID: 'k1',
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: testQueuePrefix(),
    PORT: '0',
    ...overrides,
  });
  const gateway = await createGateway(config, logger);
  const url = await gateway.listen(0, '127.0.0.1');
  return { gateway, url };
}

/**
 * The gateway with a bare HTTP server as its auth service, for how the proxy treats an upstream that
 * misbehaves (resets, never answers); `close` stops both.
 */
export async function startGatewayBefore(
  handler: http.RequestListener,
  overrides: Record<string, string> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = http.createServer(handler);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  const { gateway, url } = await startGateway({ AUTH_URL: `http://127.0.0.1:${port}`, ...overrides });
  return {
    url,
    async close() {
      await gateway.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    },
  };
}
