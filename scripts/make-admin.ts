/**
 * The only ways to get the admin role (never a request body):
 *   npm run make-admin -- <email>          grant admin to an existing account
 *   tsx scripts/make-admin.ts --dev-seed   (npm start, development only) create or reuse the
 *                                          development admin and print its credentials
 */
import { createDataProtection, createDb, loadConfig } from '@rb/kit';
import { grantAdmin, seedDevAdmin } from './adminAccounts';

const config = loadConfig<Record<never, never>>();
const protection = createDataProtection(config);
const db = createDb(config.DATABASE_URL, { max: 1, timeouts: 'maintenance' });

try {
  const arg = process.argv[2];
  if (arg === '--dev-seed') {
    if (config.NODE_ENV === 'production') {
      console.error('The development admin is never created in production; use make-admin <email>.');
      process.exitCode = 1;
    } else {
      const { email, password } = await seedDevAdmin(db, protection);
      console.log(`Development admin: ${email} / ${password}  (kept in .local/dev-admin.json)`);
    }
  } else if (arg && !arg.startsWith('-')) {
    const email = await grantAdmin(db, protection, arg);
    if (email)
      console.log(`${email} is now an admin (its next token, after login or refresh, carries the role).`);
    else {
      console.error(`No account with the e-mail ${arg}. Register it first, then run this again.`);
      process.exitCode = 1;
    }
  } else {
    console.error('Usage: npm run make-admin -- <email>');
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
