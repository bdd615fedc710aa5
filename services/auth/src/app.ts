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
  type Revocation,
  requireAuth,
  type TokenService,
} from '@rb/kit';
import type { Kysely } from 'kysely';
import type { LoginThrottle } from './loginThrottle';
import type { Passwords } from './passwords';
import { findUserByEmail, findUserById, insertUser, normaliseEmail, updatePassword } from './users';

export interface AuthAppDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  passwords: Passwords;
  throttle: LoginThrottle;
  logger: Logger;
  ready: () => Promise<void>;
  trustProxyHops?: number;
  /** Required by main.ts: requests without the gateway's secret are refused. */
  gatewaySecret?: string;
  /** Tells every gateway to drop a user's sockets whose token was just revoked (main.ts: Redis pub/sub). */
  publishRevocation?: (revocation: Revocation) => Promise<void>;
}

/** The same answer for an unknown e-mail and a wrong password (SPEC §8's login message). */
const invalidCredentials = () =>
  new HttpError(401, 'UNAUTHENTICATED', 'Invalid credentials. Please try again.');

const tokenFor = (
  tokens: TokenService,
  user: { id: string; role: 'user' | 'admin'; email: string; token_version: number },
) => tokens.sign({ sub: user.id, role: user.role, email: user.email, ver: user.token_version });

export function createAuthApp(deps: AuthAppDeps) {
  const { db, tokens, passwords, throttle } = deps;
  const app = createServiceApp({
    name: 'auth',
    logger: deps.logger,
    ready: deps.ready,
    trustProxyHops: deps.trustProxyHops,
    gatewaySecret: deps.gatewaySecret,
  });
  const authenticated = requireAuth({ tokens, db });

  app.post('/api/auth/register', async (req, res) => {
    // A strict schema: `role` or any other extra key is a 400, so no body can make an admin.
    const body = parseBody(registerRequestSchema, req.body);
    const passwordHash = await passwords.hash(body.password);
    const user = await insertUser(db, { ...body, passwordHash });
    if (!user) throw conflict('An account with this email already exists.');
    req.log.info({ userId: user.id }, 'user registered');
    res.status(201).json({ success: true, token: tokenFor(tokens, user) });
  });

  app.post('/api/auth/login', async (req, res) => {
    const body = parseBody(loginRequestSchema, req.body);
    const account = normaliseEmail(body.email);
    const ip = req.ip ?? 'unknown';
    await throttle.check(ip, account);
    const user = await findUserByEmail(db, account);
    if (!(await passwords.verify(body.password, user?.password_hash)) || !user) {
      await throttle.recordFailure(ip, account);
      throw invalidCredentials();
    }
    await throttle.recordSuccess(account);
    res.json({ token: tokenFor(tokens, user) });
  });

  app.post('/api/auth/refresh', authenticated, async (req, res) => {
    const user = await findUserById(db, currentUser(req).id);
    if (!user)
      throw new HttpError(401, 'UNAUTHENTICATED', 'Session expired or invalid. Please log in again.');
    res.json({ token: tokenFor(tokens, user) });
  });

  app.post('/api/auth/change-password', authenticated, async (req, res) => {
    const body = parseBody(changePasswordRequestSchema, req.body);
    const user = await findUserById(db, currentUser(req).id);
    if (!user || !(await passwords.verify(body.currentPassword, user.password_hash))) {
      throw new HttpError(400, 'VALIDATION', 'Current password is incorrect.', ['currentPassword']);
    }
    const updated = await updatePassword(db, user.id, await passwords.hash(body.newPassword));
    req.log.info({ userId: user.id }, 'password changed; older tokens revoked');
    // Best effort: the database already refuses the old tokens; this only cuts live sockets sooner.
    await deps.publishRevocation?.({ userId: user.id, version: updated.token_version }).catch((error) => {
      req.log.warn({ err: error }, 'revocation not published; old sockets live until their token expires');
    });
    // The old token is now revoked, so the caller gets a fresh one to stay signed in.
    res.json({ message: 'Password updated successfully.', token: tokenFor(tokens, updated) });
  });

  return finishApp(app);
}
