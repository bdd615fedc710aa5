import { type ResumeData, resumeDataSchema, type StoredResume } from '@rb/contracts';
import { decryptJson, encryptJson, type Keyring } from '@rb/kit';
import { z } from 'zod';
import type { ResumeDb } from './db';

/** What one encrypted row holds. */
const contentSchema = z.object({
  resume: resumeDataSchema,
  jobDescription: z.string().default(''),
  resumeSnippet: z.string().default(''),
});
type Content = z.infer<typeof contentSchema>;

interface Row {
  id: string;
  content: Parameters<typeof decryptJson>[1];
  created_at: Date;
  updated_at: Date;
}

/** Resumes of one owner at a time: every query is scoped by user id, so another user's id finds nothing. */
export class ResumeStore {
  constructor(
    private readonly db: ResumeDb,
    private readonly keyring: Keyring,
  ) {}

  private seal(content: Content) {
    const envelope = encryptJson(this.keyring, content);
    return { key_id: envelope.kid, content: envelope };
  }

  private open(row: Row): StoredResume {
    const { resume, resumeSnippet } = contentSchema.parse(decryptJson(this.keyring, row.content));
    return {
      ...resume,
      id: row.id,
      resumeSnippet,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  }

  async create(ownerId: string, resume: ResumeData, jobDescription: string): Promise<StoredResume> {
    const row = await this.db
      .insertInto('resumes')
      .values({ user_id: ownerId, ...this.seal({ resume, jobDescription, resumeSnippet: '' }) })
      .returning(['id', 'content', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    return this.open(row);
  }

  /**
   * The owner's resumes, newest first. A row that cannot be opened (its key retired, its ciphertext
   * damaged) is left out and its id returned in `unreadable`, so one bad row cannot hide all the others.
   */
  async list(ownerId: string): Promise<{ resumes: StoredResume[]; unreadable: string[] }> {
    const rows = await this.db
      .selectFrom('resumes')
      .select(['id', 'content', 'created_at', 'updated_at'])
      .where('user_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .execute();
    const resumes: StoredResume[] = [];
    const unreadable: string[] = [];
    for (const row of rows) {
      try {
        resumes.push(this.open(row));
      } catch {
        unreadable.push(row.id);
      }
    }
    return { resumes, unreadable };
  }

  async get(ownerId: string, id: string): Promise<StoredResume | undefined> {
    const row = await this.db
      .selectFrom('resumes')
      .select(['id', 'content', 'created_at', 'updated_at'])
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return row && this.open(row);
  }

  /** Whether the owner has this resume; reads no content, so nothing is decrypted. */
  async has(ownerId: string, id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('resumes')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('resumes')
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /**
   * Replaces a resume with its enhanced form, first copying the current row into resume_versions in
   * the same transaction, so the user's own words survive any enhancement. False when the owner has no
   * such resume. The caller already holds the new resume, so the written row is not read back.
   */
  async replaceKeepingVersion(ownerId: string, id: string, resume: ResumeData): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('resumes')
        .select(['id', 'key_id', 'content'])
        .where('id', '=', id)
        .where('user_id', '=', ownerId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return false;
      await trx
        .insertInto('resume_versions')
        .values({ resume_id: id, key_id: current.key_id, content: current.content })
        .execute();
      const previous = contentSchema.parse(decryptJson(this.keyring, current.content));
      await trx
        .updateTable('resumes')
        .set({
          ...this.seal({ ...previous, resume, resumeSnippet: snippetOf(resume) }),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      return true;
    });
  }
}

/** SPEC §3: a non-empty snippet marks a resume as edited; it is the start of the enhanced summary. */
function snippetOf(resume: ResumeData): string {
  const text = resume.summary.trim() || resume.experience[0]?.responsibilities[0] || 'Enhanced';
  return text.slice(0, 200);
}
