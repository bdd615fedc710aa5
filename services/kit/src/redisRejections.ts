import type { Logger } from './logger';
import { isRedisUnavailable } from './redis';

let installed = false;

/**
 * ioredis (and BullMQ over it) can reject a promise that nobody holds when Redis goes away: a command
 * its own internals sent is flushed with MaxRetriesPerRequestError (seen under `npm run chaos`, where
 * it took down a resume service that was answering the outage with prompt 503s). Node's default turns
 * any unhandled rejection into a crash. A rejection that only says "Redis is unreachable" is logged
 * and survived, since every request path already answers that outage itself; any other unhandled
 * rejection is still a bug and still ends the process (its supervisor starts it again).
 */
export function surviveRedisOutageRejections(logger: Logger): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    if (isRedisUnavailable(reason)) {
      logger.warn({ err: reason }, 'a Redis client rejected a promise nobody awaited while Redis was away');
      return;
    }
    logger.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
}
