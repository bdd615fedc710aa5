import { ADMIN_ROOM, type ServerToClientEvents, SOCKET_PATH, userRoom } from '@rb/contracts';
import { createDb, createRedis, createTokenService, publishRevocation } from '@rb/kit';
import {
  badTokens,
  insertTestUser,
  TEST_JWT_SECRET,
  testDatabaseUrl,
  testQueuePrefix,
  testRedisUrl,
} from '@rb/kit/testing';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../src/gateway';
import { startGateway } from './gatewayFixture';

const db = createDb(testDatabaseUrl(), { max: 2 });
const redis = createRedis(testRedisUrl());
const tokens = createTokenService(TEST_JWT_SECRET);
const prefix = testQueuePrefix();
let gateway: Gateway;
let url: string;
/** A second gateway on the same Redis: revocations must reach every replica. */
let other: { gateway: Gateway; url: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ gateway, url } = await startGateway({ QUEUE_PREFIX: prefix }));
  other = await startGateway({ QUEUE_PREFIX: prefix });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await gateway.close();
  await other.gateway.close();
  await db.destroy();
  redis.disconnect();
});

type Options = Parameters<typeof connect>[1];

/** Resolves 'connected' or the server's refusal message. */
function handshake(
  options: Options,
  base = url,
): Promise<{ outcome: string; socket: Socket<ServerToClientEvents> }> {
  const socket: Socket<ServerToClientEvents> = connect(base, {
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

/** Resolves with the reason once the socket is disconnected (or 'still connected' after `ms`). */
const disconnection = (socket: Socket, ms: number) =>
  new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('socket lifetime', () => {
  it("counts handshakes in the client's request budget: sockets are no way around the rate limit", async () => {
    const limited = await startGateway({ QUEUE_PREFIX: testQueuePrefix(), RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const user = await insertTestUser(db, tokens);
      const outcomes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { outcome, socket } = await handshake({ auth: { token: user.token } }, limited.url);
        outcomes.push(outcome);
        socket.close();
      }
      expect(outcomes.slice(0, 3)).toEqual(['connected', 'connected', 'connected']);
      expect(outcomes.slice(3)).toEqual(['websocket error', 'websocket error']);
    } finally {
      await limited.gateway.close();
    }
  });

  it('refuses a page from another origin and accepts the own one', async () => {
    const user = await insertTestUser(db, tokens);
    const auth = { token: user.token };
    const foreign = await handshake({ auth, extraHeaders: { origin: 'https://evil.example' } });
    expect(foreign.outcome).not.toBe('connected');
    const own = await handshake({ auth, extraHeaders: { origin: url } });
    expect(own.outcome).toBe('connected');
  });

  it('disconnects the socket when its token expires', async () => {
    const shortLived = createTokenService(TEST_JWT_SECRET, 2);
    const user = await insertTestUser(db, shortLived);
    const { outcome, socket } = await handshake({ auth: { token: user.token } });
    expect(outcome).toBe('connected');
    expect(await disconnection(socket, 5000)).toBe('io server disconnect');
  });

  it("disconnects the user's sockets on every gateway when a password change is published", async () => {
    const user = await insertTestUser(db, tokens);
    const bystander = await insertTestUser(db, tokens);
    const here = await handshake({ auth: { token: user.token } });
    const there = await handshake({ auth: { token: user.token } }, other.url);
    const unrelated = await handshake({ auth: { token: bystander.token } });
    expect([here.outcome, there.outcome, unrelated.outcome]).toEqual(['connected', 'connected', 'connected']);
    const cut = [disconnection(here.socket, 3000), disconnection(there.socket, 3000)];
    const spared = disconnection(unrelated.socket, 1000);
    const { ver } = tokens.verify(user.token);
    await publishRevocation(redis, prefix, { userId: user.id, version: ver + 1 });
    expect(await Promise.all(cut)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await spared).toBe('still connected');
  });

  it("disconnects every socket of a deleted account, whatever its chain, and no one else's", async () => {
    const user = await insertTestUser(db, tokens);
    const bystander = await insertTestUser(db, tokens);
    const here = await handshake({ auth: { token: user.token } });
    const there = await handshake({ auth: { token: user.token } }, other.url);
    const unrelated = await handshake({ auth: { token: bystander.token } });
    expect([here.outcome, there.outcome, unrelated.outcome]).toEqual(['connected', 'connected', 'connected']);
    const cut = [disconnection(here.socket, 3000), disconnection(there.socket, 3000)];
    const spared = disconnection(unrelated.socket, 1000);
    await publishRevocation(redis, prefix, { userId: user.id, everything: true });
    expect(await Promise.all(cut)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await spared).toBe('still connected');
  });

  it('delivers a completion missed during a brief drop exactly once after reconnecting', async () => {
    const user = await insertTestUser(db, tokens);
    const { outcome, socket } = await handshake({
      auth: { token: user.token },
      reconnection: true,
      reconnectionDelay: 1000,
      randomizationFactor: 0,
    });
    expect(outcome).toBe('connected');
    const completed: string[] = [];
    socket.on('job:completed', (event) => completed.push(event.jobId));
    const room = gateway.io.local.to(userRoom(user.id));
    const progressed = new Promise((resolve) => socket.once('job:progress', resolve));
    room.emit('job:progress', {
      jobId: 'j-2',
      name: 'resume.score',
      progress: { stage: 'scoring', percent: 50 },
    });
    await progressed;

    // The network drops; the job finishes while the client is away (it comes back a second later).
    const back = new Promise<void>((resolve) =>
      socket.once('disconnect', () => socket.once('connect', () => resolve())),
    );
    socket.io.engine.close();
    await expect
      .poll(() => gateway.io.sockets.adapter.rooms.get(userRoom(user.id))?.size ?? 0, { timeout: 900 })
      .toBe(0);
    room.emit('job:completed', { jobId: 'j-2', name: 'resume.score' });

    await back;
    expect(socket.recovered).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(completed).toEqual(['j-2']);
  });
});

describe('socket recovery', () => {
  /** A socket of `user` that received one room event (so it has a recovery offset), then dropped. */
  async function droppedSession(user: { id: string; token: string }) {
    const { socket } = await handshake({ auth: { token: user.token } });
    const received = new Promise((resolve) => socket.once('job:completed', resolve));
    gateway.io.local.to(userRoom(user.id)).emit('job:completed', { jobId: 'j-seen', name: 'resume.score' });
    await received;
    // socket.io-client keeps the session id and offset it sends back on reconnecting in these fields.
    const { _pid: pid, _lastOffset: offset } = socket as unknown as { _pid: string; _lastOffset: string };
    socket.io.engine.close();
    await expect
      .poll(() => gateway.io.sockets.adapter.rooms.get(userRoom(user.id))?.size ?? 0, { timeout: 900 })
      .toBe(0);
    return { pid, offset };
  }

  it("gives another user's session id neither its missed events nor its room", async () => {
    const alice = await insertTestUser(db, tokens);
    const bob = await insertTestUser(db, tokens);
    const session = await droppedSession(alice);
    gateway.io.local
      .to(userRoom(alice.id))
      .emit('job:completed', { jobId: 'j-missed', name: 'resume.score' });

    const { outcome, socket } = await handshake({ auth: { token: bob.token, ...session } });
    const bobGot: unknown[] = [];
    socket.onAny((...event) => bobGot.push(event));
    gateway.io.local.to(userRoom(alice.id)).emit('job:completed', { jobId: 'j-later', name: 'resume.score' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outcome).toBe('unauthorized');
    expect(bobGot).toEqual([]);
    expect(gateway.io.sockets.adapter.rooms.get(userRoom(alice.id))?.size ?? 0).toBe(0);
  });

  it("leaves a session's missed events to its owner after someone else presented its id", async () => {
    const alice = await insertTestUser(db, tokens);
    const bob = await insertTestUser(db, tokens);
    const session = await droppedSession(alice);
    gateway.io.local
      .to(userRoom(alice.id))
      .emit('job:completed', { jobId: 'j-missed', name: 'resume.score' });
    // A stolen id, with a valid token of another user and with no valid token: both refused…
    expect((await handshake({ auth: { token: bob.token, ...session } })).outcome).toBe('unauthorized');
    expect((await handshake({ auth: { token: 'not-a-token', ...session } })).outcome).toBe('unauthorized');
    // …and the owner still recovers the session with the event it missed.
    const socket: Socket<ServerToClientEvents> = connect(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { token: alice.token, ...session },
    });
    sockets.push(socket);
    const got: string[] = [];
    socket.on('job:completed', (event) => got.push(event.jobId));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await expect.poll(() => got, { timeout: 900 }).toEqual(['j-missed']);
  });

  it("writes none of a session's missed events to a handshake whose token is refused", async () => {
    const alice = await insertTestUser(db, tokens);
    const session = await droppedSession(alice);
    gateway.io.local
      .to(userRoom(alice.id))
      .emit('job:completed', { jobId: 'j-missed', name: 'resume.score' });

    // Frames as they arrive: the client itself would buffer events until a connect that never comes.
    const refused = connect(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: { token: 'not-a-token', ...session },
    });
    sockets.push(refused);
    const frames: unknown[] = [];
    refused.io.on('open', () => refused.io.engine.on('packet', (packet) => frames.push(packet.data)));
    await new Promise((resolve) => refused.once('connect_error', resolve));
    expect(frames.join(' ')).not.toContain('j-missed');
  });

  it('takes a recovered socket out of the admins room once its user is no longer an admin', async () => {
    const admin = await insertTestUser(db, tokens, 'admin');
    const session = await droppedSession(admin);
    await db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.id).execute();
    const { outcome } = await handshake({ auth: { token: admin.token, ...session } });
    expect(outcome).toBe('connected');
    expect(gateway.io.sockets.adapter.rooms.get(userRoom(admin.id))?.size).toBe(1);
    const admins = [...(gateway.io.sockets.adapter.rooms.get(ADMIN_ROOM) ?? [])];
    const sid = [...(gateway.io.sockets.adapter.rooms.get(userRoom(admin.id)) ?? [])][0];
    expect(admins).not.toContain(sid);
  });
});
