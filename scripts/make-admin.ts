/**
 * The only ways to get the admin role (never a request body):
 *   npm run make-admin -- <email>     grant admin to an existing account
 *   tsx scripts/make-admin.ts --dev-seed   (npm start, development only) create or reuse the
 *                                          development admin and print its credentials
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPasswords } from '@rb/auth';
import { createDb, loadConfig, repoRoot } from '@rb/kit';

const DEV_ADMIN_EMAIL = 'admin@example.com';
const config = loadConfig();
const db = createDb(config.DATABASE_URL, { max: 1 });

async function grant(email: string): Promise<void> {
  const row = await db
    .updateTable('users')
    .set({ role: 'admin', updated_at: new Date() })
    .where('email', '=', email.trim().toLowerCase())
    .returning('email')
    .executeTakeFirst();
  if (!row) {
    console.error(`No account with the e-mail ${email}. Register it first, then run this again.`);
    process.exitCode = 1;
    return;
  }
  console.log(`${row.email} is now an admin (its next token, after login or refresh, carries the role).`);
}

/** The development admin's password is generated once and kept in .local (gitignored). */
function devAdminPassword(): string {
  const file = path.join(repoRoot, '.local', 'dev-admin.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { password: string }).password;
  const password = randomBytes(12).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ email: DEV_ADMIN_EMAIL, password }, null, 2)}\n`, { mode: 0o600 });
  return password;
}

async function seedDevAdmin(): Promise<void> {
  if (config.NODE_ENV === 'production') {
    console.error('The development admin is never created in production; use make-admin <email>.');
    process.exitCode = 1;
    return;
  }
  const password = devAdminPassword();
  const passwords = await createPasswords(10);
  await db
    .insertInto('users')
    .values({
      email: DEV_ADMIN_EMAIL,
      first_name: 'Dev',
      last_name: 'Admin',
      password_hash: await passwords.hash(password),
      role: 'admin',
    })
    .onConflict((oc) => oc.column('email').doUpdateSet({ role: 'admin' }))
    .execute();
  console.log(`Development admin: ${DEV_ADMIN_EMAIL} / ${password}  (kept in .local/dev-admin.json)`);
}

try {
  const arg = process.argv[2];
  if (arg === '--dev-seed') await seedDevAdmin();
  else if (arg && !arg.startsWith('-')) await grant(arg);
  else {
    console.error('Usage: npm run make-admin -- <email>');
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
