import { type AccountArchive, auditEventSchema } from '@rb/contracts';
import { decryptJson, type Keyring, type LegalClient } from '@rb/kit';
import { sql } from 'kysely';
import type { ApplicationStore } from './applicationStore';
import type { ResumeDb } from './db';
import type { ResumeStore } from './resumeStore';

/**
 * Everything kept about one person, opened with the data keys: the account (its sealed e-mail and
 * name), every resume with every version, applications, cover letters, the person's legal acceptances
 * (with the sealed client address and user agent) and every audit record about them (as actor, or
 * named in `details.userId` by an admin action). Only this service's keys open the rows, so the archive
 * is gathered here and handed to the worker sealed inside the job.
 */
export async function gatherAccountArchive(
  deps: { db: ResumeDb; keyring: Keyring; store: ResumeStore; applications: ApplicationStore },
  userId: string,
): Promise<AccountArchive> {
  const { db, keyring } = deps;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email_enc', 'name_enc', 'role', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const name = decryptJson<{ firstName: string; lastName: string }>(keyring, user.name_enc);
  const email = decryptJson<string>(keyring, user.email_enc);
  const legal = await db
    .selectFrom('legal_acceptances')
    .select(['document', 'version', 'accepted_at', 'document_sha256', 'client'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at')
    .execute();
  const audit = await db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_id', 'event', 'outcome', 'ip', 'details'])
    .where((eb) => eb.or([eb('actor_id', '=', userId), eb(sql`details->>'userId'`, '=', userId)]))
    .orderBy('at')
    .execute();
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email,
      firstName: name.firstName,
      lastName: name.lastName,
      role: user.role,
      createdAt: user.created_at.toISOString(),
    },
    resumes: await deps.store.everything(userId),
    applications: await deps.applications.list(userId),
    coverLetters: await deps.applications.letters(userId),
    legalAcceptances: legal.map((row) => {
      const client = decryptJson<LegalClient>(keyring, row.client);
      return {
        document: row.document,
        version: row.version,
        acceptedAt: row.accepted_at.toISOString(),
        documentSha256: row.document_sha256,
        ip: client.ip,
        userAgent: client.userAgent,
      };
    }),
    auditEntries: audit.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      actorId: row.actor_id,
      // The person's own address only: an admin acting on their account stays an id in their archive.
      actorEmail: row.actor_id === userId ? email : null,
      event: auditEventSchema.parse(row.event),
      outcome: row.outcome,
      ip: row.ip,
      details: row.details,
    })),
  };
}
