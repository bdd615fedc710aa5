import { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from './logger';
import { onShutdownSignal } from './shutdown';

export interface ServeOptions {
  logger: Logger;
  /** Run first on shutdown, e.g. to disconnect long-lived sockets that would keep the server open. */
  beforeClose?: () => Promise<unknown> | unknown;
  /** Run in order on shutdown after the server stops accepting: queues, pools, Redis. */
  closers?: (() => Promise<unknown>)[];
  /** Hard deadline for a graceful stop before the process exits anyway. */
  deadlineMs?: number;
  /** Listening address; loopback unless given (services are reached through the gateway). */
  host?: string;
}

/**
 * Listens (an Express app, or an http.Server carrying more than one handler, e.g. Socket.IO) and
 * wires SIGTERM/SIGINT to a graceful stop that exits within the deadline.
 */
export async function serve(target: Express | Server, port: number, options: ServeOptions): Promise<Server> {
  const { logger, closers = [], deadlineMs = 10_000 } = options;
  const server = target instanceof Server ? target : new Server(target);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => resolve());
  });
  logger.info({ port }, 'listening');
  onShutdownSignal(logger, deadlineMs, async () => {
    await options.beforeClose?.();
    const closed = new Promise((resolve) => server.close(resolve));
    // Keep-alive connections that finish their request after close() would otherwise linger until
    // their idle timeout; close each as soon as it is idle.
    const reaper = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    await closed;
    clearInterval(reaper);
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        logger.warn({ err: error }, 'closer failed');
      }
    }
  });
  return server;
}
