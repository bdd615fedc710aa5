import {
  type Application,
  type ApplicationStatus,
  type KeptCoverLetter,
  STORAGE_LIMITS,
} from '@rb/contracts';
import { decryptJson, encryptJson, type Keyring } from '@rb/kit';
import { z } from 'zod';
import type { ResumeDb } from './db';
import { claimRoom } from './storageCaps';

const contentSchema = z.object({ company: z.string(), role: z.string() });
const letterSchema = z.object({ letter: z.string() });

interface Row {
  id: string;
  resume_id: string;
  version: number;
  content: Parameters<typeof decryptJson>[1];
  score: number | null;
  status: ApplicationStatus;
  created_at: Date;
  cover_letter_id: string | null;
}
const columns = ['id', 'resume_id', 'version', 'content', 'score', 'status', 'created_at'] as const;

/** Job applications of one owner at a time (scoped by user id, so another user's id finds nothing). */
export class ApplicationStore {
  constructor(
    private readonly db: ResumeDb,
    private readonly keyring: Keyring,
  ) {}

  private open(row: Row): Application {
    const { company, role } = contentSchema.parse(decryptJson(this.keyring, row.content));
    return {
      id: row.id,
      resumeId: row.resume_id,
      version: row.version,
      company,
      role,
      score: row.score,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      coverLetterId: row.cover_letter_id,
    };
  }

  /** The application's columns and the id of its newest cover letter. */
  private selectApplications() {
    return this.db
      .selectFrom('applications')
      .select((eb) => [
        ...columns,
        eb
          .selectFrom('cover_letters')
          .select('cover_letters.id')
          .whereRef('cover_letters.application_id', '=', 'applications.id')
          .orderBy('cover_letters.created_at', 'desc')
          .limit(1)
          .as('cover_letter_id'),
      ]);
  }

  async record(
    ownerId: string,
    input: { resumeId: string; version: number; company: string; role: string; score: number | null },
  ): Promise<Application> {
    const envelope = encryptJson(this.keyring, { company: input.company, role: input.role });
    const row = await this.db.transaction().execute(async (trx) => {
      await claimRoom(trx, 'applications', ownerId);
      return trx
        .insertInto('applications')
        .values({
          user_id: ownerId,
          resume_id: input.resumeId,
          version: input.version,
          key_id: envelope.kid,
          content: envelope,
          score: input.score,
          status: 'applied',
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    });
    return this.open({ ...row, cover_letter_id: null });
  }

  async list(ownerId: string): Promise<Application[]> {
    const rows = await this.selectApplications()
      .where('user_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => this.open(row));
  }

  async find(ownerId: string, id: string): Promise<Application | undefined> {
    const row = await this.selectApplications()
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return row && this.open(row);
  }

  async setStatus(ownerId: string, id: string, status: ApplicationStatus): Promise<Application | undefined> {
    const updated = await this.db
      .updateTable('applications')
      .set({ status })
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n ? this.find(ownerId, id) : undefined;
  }

  /**
   * Keeps a letter written for the owner's application `applicationId` (the caller checked it is theirs).
   * Only the newest STORAGE_LIMITS.lettersPerApplication stay: older ones are deleted with the insert.
   */
  async keepLetter(ownerId: string, applicationId: string, letter: string): Promise<KeptCoverLetter> {
    const envelope = encryptJson(this.keyring, { letter });
    const row = await this.db.transaction().execute(async (trx) => {
      const kept = await trx
        .insertInto('cover_letters')
        .values({ user_id: ownerId, application_id: applicationId, key_id: envelope.kid, content: envelope })
        .returning(['id', 'application_id', 'content', 'created_at'])
        .executeTakeFirstOrThrow();
      await trx
        .deleteFrom('cover_letters')
        .where('application_id', '=', applicationId)
        .where('id', 'not in', (eb) =>
          eb
            .selectFrom('cover_letters')
            .select('id')
            .where('application_id', '=', applicationId)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(STORAGE_LIMITS.lettersPerApplication),
        )
        .execute();
      return kept;
    });
    return this.openLetter(row);
  }

  /** Every cover letter the owner kept, oldest first (their data export). */
  async letters(ownerId: string): Promise<KeptCoverLetter[]> {
    const rows = await this.db
      .selectFrom('cover_letters')
      .select(['id', 'application_id', 'content', 'created_at'])
      .where('user_id', '=', ownerId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => this.openLetter(row));
  }

  async letter(ownerId: string, id: string): Promise<KeptCoverLetter | undefined> {
    const row = await this.db
      .selectFrom('cover_letters')
      .select(['id', 'application_id', 'content', 'created_at'])
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return row && this.openLetter(row);
  }

  private openLetter(row: {
    id: string;
    application_id: string;
    content: Row['content'];
    created_at: Date;
  }): KeptCoverLetter {
    const { letter } = letterSchema.parse(decryptJson(this.keyring, row.content));
    return { id: row.id, applicationId: row.application_id, letter, createdAt: row.created_at.toISOString() };
  }
}
