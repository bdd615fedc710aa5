import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDb, createTokenService } from '@rb/kit';
import { insertTestUser, TEST_JWT_SECRET, testDatabaseUrl, testEmail } from '@rb/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../make-admin.ts', import.meta.url));
const db = createDb(testDatabaseUrl(), { max: 2 });
const tokens = createTokenService(TEST_JWT_SECRET);
afterAll(() => db.destroy());

function makeAdmin(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(), JWT_SECRET: TEST_JWT_SECRET, ...env },
    encoding: 'utf8',
  });
}

const roleOf = async (id: string) =>
  (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

describe('npm run make-admin', () => {
  it('grants admin to an existing account, whatever the e-mail case', async () => {
    const user = await insertTestUser(db, tokens);
    expect(await roleOf(user.id)).toBe('user');
    const run = makeAdmin([user.email.toUpperCase()]);
    expect(run.status).toBe(0);
    expect(await roleOf(user.id)).toBe('admin');
  });

  it('fails for an unknown e-mail and without an argument', () => {
    const unknown = makeAdmin([testEmail('ghost')]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/No account/);
    expect(makeAdmin([]).status).toBe(2);
  });

  it('never seeds the development admin in production', () => {
    const run = makeAdmin(['--dev-seed'], {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      DATA_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
      DATA_KEY_ID: 'k1',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/never created in production/);
  });
});
