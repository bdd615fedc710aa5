import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@rb/contracts';
import type { Socket } from 'socket.io-client';
import { getToken, LOGOUT_EVENT } from '../session/session';

export type JobSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let connecting: Promise<JobSocket> | null = null;

/**
 * One socket per tab, opened on the first job (socket.io-client is loaded only then, keeping it off
 * the first screen). The token is read on every (re)connect so a refreshed token is used.
 */
export function jobSocket(): Promise<JobSocket> {
  connecting ??= import('socket.io-client').then(({ io }) => {
    const socket: JobSocket = io({
      path: SOCKET_PATH,
      auth: (cb) => cb({ token: getToken() }),
      transports: ['websocket', 'polling'],
    });
    // The server ends a socket when its token expires or is revoked: come back with the current token
    // (a refused handshake stops there; the next job tries again).
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') socket.connect();
    });
    window.addEventListener(
      LOGOUT_EVENT,
      () => {
        socket.disconnect();
        connecting = null;
      },
      { once: true },
    );
    return socket;
  });
  return connecting;
}

/** Resolves once connected, or after `ms` anyway: the job still runs, only live progress is lost. */
export async function connectedSocket(ms: number): Promise<JobSocket> {
  const socket = await jobSocket();
  if (socket.connected) return socket;
  if (!socket.active) socket.connect();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    socket.once('connect', done);
    function done() {
      clearTimeout(timer);
      socket.off('connect', done);
      resolve();
    }
  });
  return socket;
}
