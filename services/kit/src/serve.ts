import { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from './logger';

export interface ServeOptions {
  logger: Logger;
  /** Run first on shutdown, e.g. to disconnect long-lived sockets that would keep the server open. */
  beforeClose?: () => Promise<unknown> | unknown;
  /** Run in order on shutdown after the server stops accepting: queues, pools, Redis. */
  closers?: (() => Promise<unknown>)[];
  /** Hard deadline for a graceful stop before the process exits anyway. */
  deadlineMs?: number;
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
    server.listen(port, options.host ?? '0.0.0.0', () => resolve());
  });
  logger.info({ port }, 'listening');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, deadlineMs).unref();
    await options.beforeClose?.();
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    await closed;
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        logger.warn({ err: error }, 'closer failed');
      }
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return server;
}
