import { changePasswordRequestSchema, loginRequestSchema, registerRequestSchema } from '@rb/contracts';
import {
  conflict,
  createServiceApp,
  currentUser,
  type Database,
  finishApp,
  HttpError,
  type Logger,
  parseBody,
  requireAuth,
  type TokenService,
} from '@rb/kit';
import type { Kysely } from 'kysely';
import type { LoginThrottle } from './loginThrottle';
import type { Passwords } from './passwords';
import { rotateSession, startSession } from './sessions';
import { findUserByEmail, findUserById, insertUser, normaliseEmail, updatePassword } from './users';

export interface AuthAppDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  passwords: Passwords;
  throttle: LoginThrottle;
  logger: Logger;
  ready: () => Promise<void>;
  trustProxyHops?: number;
}

/** The same answer for an unknown e-mail and a wrong password (SPEC §8's login message). */
const invalidCredentials = () =>
  new HttpError(401, 'UNAUTHENTICATED', 'Invalid credentials. Please try again.');

const expired = () =>
  new HttpError(401, 'UNAUTHENTICATED', 'Session expired or invalid. Please log in again.');

const subjectOf = (user: { id: string; role: 'user' | 'admin'; email: string; token_version: number }) => ({
  sub: user.id,
  role: user.role,
  email: user.email,
  ver: user.token_version,
});

export function createAuthApp(deps: AuthAppDeps) {
  const { db, tokens, passwords, throttle } = deps;
  const app = createServiceApp({
    name: 'auth',
    logger: deps.logger,
    ready: deps.ready,
    trustProxyHops: deps.trustProxyHops,
  });
  const authenticated = requireAuth({ tokens, db });

  app.post('/api/auth/register', async (req, res) => {
    // A strict schema: `role` or any other extra key is a 400, so no body can make an admin.
    const body = parseBody(registerRequestSchema, req.body);
    const passwordHash = await passwords.hash(body.password);
    const user = await insertUser(db, { ...body, passwordHash });
    if (!user) throw conflict('An account with this email already exists.');
    req.log.info({ userId: user.id }, 'user registered');
    res.status(201).json({ success: true, token: await startSession(db, tokens, subjectOf(user)) });
  });

  app.post('/api/auth/login', async (req, res) => {
    const body = parseBody(loginRequestSchema, req.body);
    const account = normaliseEmail(body.email);
    const ip = req.ip ?? 'unknown';
    // Counted before bcrypt runs: a burst of parallel guesses is cut at the limit, not after it.
    await throttle.attempt(ip, account);
    const user = await findUserByEmail(db, account);
    if (!(await passwords.verify(body.password, user?.password_hash)) || !user) throw invalidCredentials();
    await throttle.succeeded(ip, account);
    res.json({ token: await startSession(db, tokens, subjectOf(user)) });
  });

  app.post('/api/auth/refresh', authenticated, async (req, res) => {
    const user = await findUserById(db, currentUser(req).id);
    const claims = req.claims;
    if (!user || !claims) throw expired();
    const rotated = await rotateSession(db, tokens, claims, subjectOf(user));
    if ('reused' in rotated) {
      // Each token is refreshable once: a second use means a copy exists, so the whole chain is ended.
      req.log.warn({ userId: user.id, family: claims.fam }, 'refresh token reused; chain revoked');
      throw expired();
    }
    res.json({ token: rotated.token });
  });

  app.post('/api/auth/change-password', authenticated, async (req, res) => {
    const body = parseBody(changePasswordRequestSchema, req.body);
    const user = await findUserById(db, currentUser(req).id);
    if (!user || !(await passwords.verify(body.currentPassword, user.password_hash))) {
      throw new HttpError(400, 'VALIDATION', 'Current password is incorrect.', ['currentPassword']);
    }
    const updated = await updatePassword(db, user.id, await passwords.hash(body.newPassword));
    req.log.info({ userId: user.id }, 'password changed; older tokens revoked');
    // The old token is now revoked, so the caller gets a fresh one to stay signed in.
    res.json({
      message: 'Password updated successfully.',
      token: await startSession(db, tokens, subjectOf(updated)),
    });
  });

  return finishApp(app);
}
