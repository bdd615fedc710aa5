import type { Server as HttpServer } from 'node:http';
import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH, userRoom } from '@rb/contracts';
import { type Database, findSessionUser, type Logger, type TokenService } from '@rb/kit';
import type { Kysely } from 'kysely';
import { Server } from 'socket.io';

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * The only Socket.IO server. A client proves who it is with the access token in the handshake's `auth`
 * payload (never the query string, which ends up in logs) and joins its own room, `user:<id>`.
 */
export function createSocketServer(
  server: HttpServer,
  deps: { tokens: TokenService; db: Kysely<Database>; logger: Logger },
): SocketServer {
  const io: SocketServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: 16_384,
  });
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      if (typeof token !== 'string') throw new Error('no token');
      // The same rule as every service: a current token version and a refresh chain not revoked.
      const user = await findSessionUser(deps.db, deps.tokens.verify(token));
      if (!user) throw new Error('revoked');
      socket.data.userId = user.id;
      next();
    } catch (error) {
      deps.logger.debug({ err: error }, 'socket handshake refused');
      next(new Error('unauthorized'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId as string));
  });
  return io;
}
