import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPasswords } from '@rb/auth';
import { createDb, createTokenService, emailLookupHash } from '@rb/kit';
import {
  insertTestUser,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  testDatabaseUrl,
  testEmail,
} from '@rb/kit/testing';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, grantAdmin, seedDevAdmin } from '../adminAccounts';

const script = fileURLToPath(new URL('../make-admin.ts', import.meta.url));
const db = createDb(testDatabaseUrl(), { max: 2 });
const tokens = createTokenService(TEST_JWT_SECRET);
afterAll(() => db.destroy());

const roleOf = async (id: string) =>
  (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

describe('admin accounts', () => {
  it('grants admin to an existing account, whatever the e-mail case, and to no one else', async () => {
    const user = await insertTestUser(db, tokens);
    const bystander = await insertTestUser(db, tokens);
    expect(await grantAdmin(db, TEST_PROTECTION, user.email.toUpperCase())).toBe(user.email);
    expect(await roleOf(user.id)).toBe('admin');
    expect(await roleOf(bystander.id)).toBe('user');
    expect(await grantAdmin(db, TEST_PROTECTION, testEmail('ghost'))).toBeUndefined();
    // The grant is audited: the operator's command has no actor, the account is named by its id only.
    const grants = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'outcome', 'details'])
      .where('event', '=', 'admin-role-grant')
      .where(sql<boolean>`details->>'userId' in (${user.id}, ${bystander.id})`)
      .execute();
    expect(grants).toEqual([{ actor_id: null, outcome: 'success', details: { userId: user.id } }]);
  });

  it('seeds a development admin that can log in, with its password kept private', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rb-dev-admin-'));
    try {
      const file = path.join(dir, 'dev-admin.json');
      const first = await seedDevAdmin(db, TEST_PROTECTION, file);
      expect(first.email).toBe(DEV_ADMIN_EMAIL);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await seedDevAdmin(db, TEST_PROTECTION, file)).toEqual(first);
      const row = await db
        .selectFrom('users')
        .select(['role', 'password_hash'])
        .where('email_hash', '=', emailLookupHash(TEST_PROTECTION.hash, DEV_ADMIN_EMAIL))
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('admin');
      expect(await (await createPasswords(10)).verify(first.password, row.password_hash)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the command refuses to seed the development admin in production', () => {
    const run = (args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
        env: { ...process.env, DATABASE_URL: testDatabaseUrl(), JWT_SECRET: TEST_JWT_SECRET, ...env },
        encoding: 'utf8',
      });
    const production = run(['--dev-seed'], {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      GATEWAY_SECRET: 'g'.repeat(40),
      DATA_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
      DATA_KEY_ID: 'k1',
      LOOKUP_KEY: Buffer.alloc(32, 9).toString('base64'),
      ALLOW_UNVERIFIED_DATABASE_TLS: 'true',
    });
    expect(production.status).toBe(1);
    expect(production.stderr).toMatch(/never created in production/);
  });
});
