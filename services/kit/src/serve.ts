import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from './logger';

export interface ServeOptions {
  logger: Logger;
  /** Run in order on shutdown after the server stops accepting: queues, pools, Redis. */
  closers?: (() => Promise<unknown>)[];
  /** Hard deadline for a graceful stop before the process exits anyway. */
  deadlineMs?: number;
  host?: string;
}

/** Listens and wires SIGTERM/SIGINT to a graceful stop that exits within the deadline. */
export async function serve(app: Express, port: number, options: ServeOptions): Promise<Server> {
  const { logger, closers = [], deadlineMs = 10_000 } = options;
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, options.host ?? '0.0.0.0', (error?: Error) =>
      error ? reject(error) : resolve(s),
    );
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
