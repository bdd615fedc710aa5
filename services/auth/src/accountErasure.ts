import { randomUUID } from 'node:crypto';
import { type Database, encryptJson, type Keyring, type LegalClient } from '@rb/kit';
import { type Kysely, sql } from 'kysely';

/** What the pseudonymised legal records show in place of the e-mail (the admin log's Username). */
export const DELETED_ACCOUNT_LABEL = 'deleted account';

/**
 * Deletes an account in one transaction. Its consent and audit records stay, re-keyed to a random
 * pseudonym that nothing else stores (the legal service's and the audit log's own functions, the only
 * writes their append-only triggers allow); the users row goes, and with it, by foreign-key cascade,
 * resumes and their versions, applications, cover letters, job records, AI usage and refresh chains.
 * Returns the pseudonym and the job ids the database remembered, for the Redis sweep that follows.
 */
export async function eraseAccountRows(db: Kysely<Database>, keyring: Keyring, userId: string) {
  const pseudonym = randomUUID();
  // The client's address and user agent identify the person too; the record keeps neither.
  const client = JSON.stringify(encryptJson(keyring, { ip: null, userAgent: null } satisfies LegalClient));
  return db.transaction().execute(async (trx) => {
    // The resume service's job records: read before the cascade removes them (the service shares the database).
    const jobs = await sql<{ job_id: string }>`
      select job_id from job_requests where user_id = ${userId}`.execute(trx);
    await sql`select legal_acceptances_pseudonymise(${userId}, ${pseudonym}, ${DELETED_ACCOUNT_LABEL},
      ${client}::jsonb)`.execute(trx);
    await sql`select audit_log_pseudonymise(${userId}, ${pseudonym})`.execute(trx);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { pseudonym, jobIds: jobs.rows.map((row) => row.job_id) };
  });
}
