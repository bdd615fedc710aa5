import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPasswords } from '@rb/auth';
import {
  type Database,
  type DataProtection,
  emailLookupHash,
  encryptJson,
  normaliseEmail,
  recordAudit,
  repoRoot,
} from '@rb/kit';
import type { Kysely } from 'kysely';

export const DEV_ADMIN_EMAIL = 'admin@example.com';

/** Gives an existing account the admin role; returns its normalised e-mail, or undefined if there is none. */
export async function grantAdmin(
  db: Kysely<Database>,
  protection: DataProtection,
  email: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('users')
    .set({ role: 'admin', updated_at: new Date() })
    .where('email_hash', '=', emailLookupHash(protection.hash, email))
    .returning('id')
    .executeTakeFirst();
  if (row) {
    // The operator's command, not a request: no actor or address, the granted account in details.
    await recordAudit(db, {
      actorId: null,
      event: 'admin-role-grant',
      outcome: 'success',
      details: { userId: row.id },
    });
  }
  return row && normaliseEmail(email);
}

/** The development admin's password is generated once and kept in .local (gitignored). */
function devAdminPassword(file: string): string {
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { password: string }).password;
  const password = randomBytes(12).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ email: DEV_ADMIN_EMAIL, password }, null, 2)}\n`, { mode: 0o600 });
  return password;
}

/** Creates (or re-promotes) the development admin and returns its credentials. Never for production. */
export async function seedDevAdmin(
  db: Kysely<Database>,
  { keyring, hash }: DataProtection,
  file = path.join(repoRoot, '.local', 'dev-admin.json'),
): Promise<{ email: string; password: string }> {
  const password = devAdminPassword(file);
  const passwords = await createPasswords(10);
  await db
    .insertInto('users')
    .values({
      email_hash: emailLookupHash(hash, DEV_ADMIN_EMAIL),
      email_enc: encryptJson(keyring, DEV_ADMIN_EMAIL),
      name_enc: encryptJson(keyring, { firstName: 'Dev', lastName: 'Admin' }),
      password_hash: await passwords.hash(password),
      role: 'admin',
      // Its example.com address receives no mail; the operator's own seed stands for the verification.
      email_verified_at: new Date(),
    })
    .onConflict((oc) => oc.column('email_hash').doUpdateSet({ role: 'admin' }))
    .execute();
  return { email: DEV_ADMIN_EMAIL, password };
}
