import { Server, type ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Logger } from './logger';
import { surviveRedisOutageRejections } from './redisRejections';
import { announceDraining, onShutdownSignal } from './shutdown';

export interface ServeOptions {
  logger: Logger;
  /** Run first on shutdown, e.g. to disconnect long-lived sockets that would keep the server open. */
  beforeClose?: () => Promise<unknown> | unknown;
  /** Run in order on shutdown after the server stops accepting: queues, pools, Redis. */
  closers?: (() => Promise<unknown>)[];
  /**
   * Hard deadline for a graceful stop before the process exits anyway: longer than the longest
   * request this process serves (the resume service waits up to JOB_WAIT_MS for a job).
   */
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
  surviveRedisOutageRejections(logger);
  const server = target instanceof Server ? target : new Server(target);
  const drain = drainTracker(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => resolve());
  });
  logger.info({ port }, 'listening');
  onShutdownSignal(logger, deadlineMs, async (signal) => {
    await options.beforeClose?.();
    const closed = new Promise((resolve) => server.close(resolve));
    // The port is free from here on: a replacement may bind it while the requests in flight finish.
    announceDraining(signal);
    drain.start();
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

/**
 * Once draining, every answer still to be written says `Connection: close`, so a keep-alive client
 * (the gateway's agent) stops reusing a connection that is about to be closed instead of sending its
 * next request into a reset.
 */
function drainTracker(server: Server) {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  // Registered before the app's listener, so it runs first for every request.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) return closeAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return {
    start() {
      draining = true;
      for (const res of inFlight) closeAfter(res);
    },
  };
}
