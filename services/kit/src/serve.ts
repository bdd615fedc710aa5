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
    // Kept referenced: a closer awaiting forever ends in exit(1) at the deadline, never in a silent exit 0.
    setTimeout(() => {
      logger.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, deadlineMs);
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
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return server;
}
