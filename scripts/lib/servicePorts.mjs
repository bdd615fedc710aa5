/**
 * Where `npm start` puts the services and workers: a block of ports beside the gateway's, moved on when
 * something else already listens in it (NATS' default 4222 sits where PORT=8092's resume service would),
 * so a busy port is never found out by a crash loop. Plain Node with no dependencies, like start.mjs.
 */
import net from 'node:net';

/**
 * Services on base+1..base+4, the two worker groups' health servers on base+5 and base+6, and the
 * development mail catcher (when no SMTP_URL is set) on base+7 (SMTP) and base+8 (its page).
 */
export const SERVICE_PORTS = 8;
/** Blocks are tried this far apart, so a moved block keeps the base+N layout readable. */
const STEP = 10;
const TRIES = 100;

/** Whether a listener can bind 127.0.0.1:port now (nothing else holds it). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first base from `preferred` (then preferred+10, +20…) whose ports base+1..base+SERVICE_PORTS are
 * all free; `preferred` itself when none is (the start then reports the busy port as it always did).
 */
export async function freeServicePortBase(preferred) {
  for (
    let base = preferred;
    base < preferred + STEP * TRIES && base + SERVICE_PORTS <= 65_535;
    base += STEP
  ) {
    const ports = Array.from({ length: SERVICE_PORTS }, (_, i) => base + i + 1);
    if ((await Promise.all(ports.map(portIsFree))).every(Boolean)) return base;
  }
  return preferred;
}
