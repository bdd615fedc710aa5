import { type ServerToClientEvents, SOCKET_PATH, userRoom } from '@rb/contracts';
import { createDb, createTokenService } from '@rb/kit';
import { badTokens, insertTestUser, TEST_JWT_SECRET, testDatabaseUrl } from '@rb/kit/testing';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { startGateway } from './gatewayFixture';

const db = createDb(testDatabaseUrl(), { max: 2 });
const tokens = createTokenService(TEST_JWT_SECRET);
let gateway: Gateway;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ gateway, url } = await startGateway());
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await gateway.close();
  await db.destroy();
});

type Options = Parameters<typeof connect>[1];

/** Resolves 'connected' or the server's refusal message. */
function handshake(options: Options): Promise<{ outcome: string; socket: Socket<ServerToClientEvents> }> {
  const socket: Socket<ServerToClientEvents> = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    ...options,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ outcome: 'connected', socket }));
    socket.on('connect_error', (error) => resolve({ outcome: error.message, socket }));
  });
}

describe('socket handshake', () => {
  it('refuses a missing token, bad tokens and a token in the query string', async () => {
    const user = await insertTestUser(db, tokens);
    expect((await handshake({})).outcome).toBe('unauthorized');
    for (const [kind, token] of Object.entries(badTokens(tokens.verify(user.token)))) {
      expect((await handshake({ auth: { token } })).outcome, kind).toBe('unauthorized');
    }
    expect((await handshake({ query: { token: user.token } })).outcome).toBe('unauthorized');
  });

  it('refuses a token revoked by a password change', async () => {
    const user = await insertTestUser(db, tokens);
    await db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    expect((await handshake({ auth: { token: user.token } })).outcome).toBe('unauthorized');
  });

  it('refuses a token whose refresh chain was revoked for reuse', async () => {
    const user = await insertTestUser(db, tokens);
    const issued = tokens.issue({ sub: user.id, role: 'user', email: user.email, ver: 0 });
    await db
      .insertInto('token_families')
      .values({ id: issued.fam, user_id: user.id, current_jti: issued.jti, expires_at: issued.expiresAt })
      .execute();
    expect((await handshake({ auth: { token: issued.token } })).outcome).toBe('connected');
    await db
      .updateTable('token_families')
      .set({ revoked_at: new Date() })
      .where('id', '=', issued.fam)
      .execute();
    expect((await handshake({ auth: { token: issued.token } })).outcome).toBe('unauthorized');
  });

  it("accepts a valid token from the auth payload and joins the user's room only", async () => {
    const alice = await insertTestUser(db, tokens);
    const bob = await insertTestUser(db, tokens);
    const a = await handshake({ auth: { token: alice.token } });
    const b = await handshake({ auth: { token: bob.token } });
    expect(a.outcome).toBe('connected');
    expect(b.outcome).toBe('connected');
    const bobGot: string[] = [];
    b.socket.on('job:completed', (event) => bobGot.push(event.jobId));
    const received = new Promise((resolve) => a.socket.on('job:completed', resolve));
    gateway.io.to(userRoom(alice.id)).emit('job:completed', { jobId: 'j-1', name: 'resume.score' });
    expect(await received).toEqual({ jobId: 'j-1', name: 'resume.score' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bobGot).toEqual([]);
  });
});
