import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  ADMIN_ROOM,
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_PATH,
  userRoom,
} from '@rb/contracts';
import { authenticate, type Database, type Logger, type Revocation, type TokenService } from '@rb/kit';
import type { Kysely } from 'kysely';
import { Server } from 'socket.io';

interface SocketData {
  userId: string;
  /** The user's role was admin at the handshake (read from the database by `authenticate`). */
  admin: boolean;
  /** The handshake token's version, refresh chain and expiry (ms): a revocation or the clock ends it. */
  tokenVersion: number;
  family: string;
  expiresAt: number;
}

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

export interface SocketServerOptions {
  tokens: TokenService;
  db: Kysely<Database>;
  logger: Logger;
  /** Origins allowed to open a socket; empty: the host the request was addressed to. */
  allowedOrigins: string[];
}

/** How long a dropped client's missed events are kept for it (connection-state recovery). */
const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * Refuses a browser page from another origin (a page elsewhere must not ride a user's socket). A
 * request without Origin is not from a browser page and proves nothing either way; it still needs a token.
 */
function originAllowed(req: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.length > 0) return allowedOrigins.includes(origin);
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * The only Socket.IO server. A client proves who it is with the access token in the handshake's `auth`
 * payload (never the query string, which ends up in logs), checked by the kit's `authenticate` like
 * every HTTP request, and joins its own room, `user:<id>` (an admin also `admins`). The socket ends when its token expires or is
 * revoked (`revoke`, fed by Redis pub/sub). A client that drops briefly gets the events it missed on
 * reconnecting (connection-state recovery), after its token is checked again.
 */
export function createSocketServer(
  server: HttpServer,
  deps: SocketServerOptions,
): { io: SocketServer; revoke(revocation: Revocation): void } {
  const io: SocketServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: 16_384,
    allowRequest: (req, callback) => callback(null, originAllowed(req, deps.allowedOrigins)),
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  });
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      if (typeof token !== 'string') throw new Error('no token');
      const { user, claims } = await authenticate(deps, token);
      socket.data = {
        userId: user.id,
        admin: user.role === 'admin',
        tokenVersion: claims.ver,
        family: claims.fam,
        expiresAt: claims.exp * 1000,
      };
      next();
    } catch (error) {
      deps.logger.debug({ err: error }, 'socket handshake refused');
      next(new Error('unauthorized'));
    }
  });
  io.on('connection', (socket) => {
    // A recovered socket is already back in its rooms; an admin's also joins the operations console's.
    const own = userRoom(socket.data.userId);
    if (!socket.recovered) void socket.join(socket.data.admin ? [own, ADMIN_ROOM] : own);
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, socket.data.expiresAt - Date.now()));
    socket.on('disconnect', () => clearTimeout(expiry));
  });
  return {
    io,
    revoke(revocation) {
      const revoked = (data: SocketData) =>
        data.userId === revocation.userId &&
        ('family' in revocation ? data.family === revocation.family : data.tokenVersion < revocation.version);
      for (const socket of io.of('/').sockets.values()) if (revoked(socket.data)) socket.disconnect(true);
    },
  };
}
