import type { Application, ApplicationStatus } from '@rb/contracts';
import { decryptJson, encryptJson, type Keyring } from '@rb/kit';
import { z } from 'zod';
import type { ResumeDb } from './db';

const contentSchema = z.object({ company: z.string(), role: z.string() });

interface Row {
  id: string;
  resume_id: string;
  version: number;
  content: Parameters<typeof decryptJson>[1];
  score: number | null;
  status: ApplicationStatus;
  created_at: Date;
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
    };
  }

  async record(
    ownerId: string,
    input: { resumeId: string; version: number; company: string; role: string; score: number | null },
  ): Promise<Application> {
    const envelope = encryptJson(this.keyring, { company: input.company, role: input.role });
    const row = await this.db
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
    return this.open(row);
  }

  async list(ownerId: string): Promise<Application[]> {
    const rows = await this.db
      .selectFrom('applications')
      .select(columns)
      .where('user_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => this.open(row));
  }

  async setStatus(ownerId: string, id: string, status: ApplicationStatus): Promise<Application | undefined> {
    const row = await this.db
      .updateTable('applications')
      .set({ status })
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .returning(columns)
      .executeTakeFirst();
    return row && this.open(row);
  }
}
