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
  /** A recovered session's missed events, held back until its handshake has proved whose it is. */
  held?: unknown[][];
}

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

export interface SocketServerOptions {
  tokens: TokenService;
  db: Kysely<Database>;
  logger: Logger;
  /** Origins allowed to open a socket; empty: the host the request was addressed to. */
  allowedOrigins: string[];
  /**
   * Counts a connection attempt against its client's request budget; rejects over the limit. Each
   * handshake costs a database read, so sockets must not be a way around the API's rate limits.
   */
  admit(req: IncomingMessage): Promise<void>;
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
): { io: SocketServer; revoke(revocation: Revocation): void; confirmAdmins(): Promise<void> } {
  const io: SocketServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: 16_384,
    allowRequest: (req, callback) => {
      if (!originAllowed(req, deps.allowedOrigins)) return callback(null, false);
      deps.admit(req).then(
        () => callback(null, true),
        () => callback('Too many requests', false),
      );
    },
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  });
  holdMissedEvents(io);
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      if (typeof token !== 'string') throw new Error('no token');
      const { user, claims } = await authenticate(deps, token);
      // A session id is no credential: a recovered session (its rooms, its missed events) is only
      // ever its own user's, whoever else learns the id.
      if (socket.recovered && socket.data.userId !== user.id) throw new Error('session of another user');
      socket.data = {
        userId: user.id,
        admin: user.role === 'admin',
        tokenVersion: claims.ver,
        family: claims.fam,
        expiresAt: claims.exp * 1000,
        held: socket.recovered ? socket.data.held : undefined,
      };
      next();
    } catch (error) {
      deps.logger.debug({ err: error }, 'socket handshake refused');
      next(new Error('unauthorized'));
    }
  });
  io.on('connection', (socket) => {
    // The user's own room, and an admin's also the operations console's. A recovered session comes back
    // in its old rooms: the role just read from the database decides instead.
    const own = userRoom(socket.data.userId);
    if (!socket.data.admin) void socket.leave(ADMIN_ROOM);
    void socket.join(socket.data.admin ? [own, ADMIN_ROOM] : own);
    // As Socket.IO would have sent them: event name, arguments, then the offset the client resumes from.
    const replay = socket.emit.bind(socket) as (...event: unknown[]) => boolean;
    for (const event of socket.data.held ?? []) replay(...event);
    socket.data.held = undefined;
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, socket.data.expiresAt - Date.now()));
    socket.on('disconnect', () => clearTimeout(expiry));
  });
  return {
    io,
    revoke(revocation) {
      const revoked = (data: SocketData) =>
        data.userId === revocation.userId &&
        ('everything' in revocation ||
          ('family' in revocation
            ? data.family === revocation.family
            : data.tokenVersion < revocation.version));
      for (const socket of io.of('/').sockets.values()) if (revoked(socket.data)) socket.disconnect(true);
    },
    /**
     * Reads the role of every user in this gateway's `admins` room again and takes out the sockets of
     * those no longer admins, so a demoted admin's open socket hears no more console events (HTTP answers
     * 403 at once; the handshake's role alone lasted until the token expired). Run before each notice
     * to the room: one query for a handful of ids, at most once a second per queue.
     */
    async confirmAdmins() {
      const members = await io.local.in(ADMIN_ROOM).fetchSockets();
      if (members.length === 0) return;
      const ids = [...new Set(members.map((socket) => socket.data.userId))];
      const admins = new Set(
        (
          await deps.db
            .selectFrom('users')
            .select('id')
            .where('id', 'in', ids)
            .where('role', '=', 'admin')
            .execute()
        ).map((row) => row.id),
      );
      for (const socket of members) {
        if (admins.has(socket.data.userId)) continue;
        socket.data.admin = false;
        socket.leave(ADMIN_ROOM);
      }
    },
  };
}

/**
 * Socket.IO writes a recovered session's missed events to the connection as soon as the session is
 * found, before any middleware has checked the handshake's token. They are moved into the session's
 * data instead and sent on connection, once the token has been checked against the session's user.
 */
function holdMissedEvents(io: SocketServer): void {
  const adapter = io.of('/').adapter;
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    return (
      session && {
        ...session,
        missedPackets: [],
        data: { ...(session.data as SocketData), held: session.missedPackets },
      }
    );
  };
}
