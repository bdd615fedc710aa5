import {
  type AccountArchive,
  MAX_RESUME_VERSIONS,
  type ResumeData,
  type ResumeVersion,
  type StoredResume,
  type VersionSource,
  type VersionSummary,
} from '@rb/contracts';
import { encryptJson, type Keyring } from '@rb/kit';
import type { ResumeDb } from './db';
import { checkStoredBytes, claimRoom, lockOwnerStorage } from './storageCaps';
import { type Content, type Sealed, unsealContent } from './versionContent';

interface Row {
  id: string;
  content: Sealed;
  created_at: Date;
  updated_at: Date;
  version: number | null;
}

/** How a new version's content follows from the current one. */
export type NextContent = (current: Content) => Content;

/** A version the store just made, and the resume as it now is. */
export interface Saved {
  resume: StoredResume;
  version: VersionSummary;
}

/**
 * Resumes and their versions, of one owner at a time: every query is scoped by user id (versions
 * through their resume), so another user's id finds nothing. The resumes row holds the current
 * content; every save is also a numbered version, and only the newest MAX_RESUME_VERSIONS are kept.
 */
export class ResumeStore {
  constructor(
    private readonly db: ResumeDb,
    private readonly keyring: Keyring,
  ) {}

  private seal(content: Content) {
    const envelope = encryptJson(this.keyring, content);
    return { key_id: envelope.kid, content: envelope };
  }

  private unseal(sealed: Sealed): Content {
    return unsealContent(this.keyring, sealed);
  }

  private open(row: Row): StoredResume {
    const { resume, resumeSnippet } = this.unseal(row.content);
    return {
      ...resume,
      id: row.id,
      resumeSnippet,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      ...(row.version === null ? {} : { version: row.version }),
    };
  }

  /** The owner's resume rows with their current version number. */
  private rows(ownerId: string) {
    return this.db
      .selectFrom('resumes')
      .select(['id', 'content', 'created_at', 'updated_at'])
      .select((eb) =>
        eb
          .selectFrom('resume_versions')
          .select((v) => v.fn.max('number').as('n'))
          .whereRef('resume_versions.resume_id', '=', 'resumes.id')
          .as('version'),
      )
      .where('user_id', '=', ownerId);
  }

  async create(
    ownerId: string,
    resume: ResumeData,
    jobDescription: string,
    source: VersionSource = 'form',
  ): Promise<StoredResume> {
    const sealed = this.seal({ resume, jobDescription, resumeSnippet: '' });
    // The resume and its version 1 in one statement (a data-modifying CTE), the sealed content sent once;
    // in a transaction with the cap's check, so parallel creates cannot pass the cap together.
    const row = await this.db.transaction().execute(async (trx) => {
      await claimRoom(trx, 'resumes', ownerId);
      const created = await trx
        .with('created', (db) =>
          db
            .insertInto('resumes')
            .values({ user_id: ownerId, ...sealed })
            .returning(['id', 'key_id', 'content', 'created_at', 'updated_at']),
        )
        .with('first_version', (db) =>
          db
            .insertInto('resume_versions')
            .columns(['resume_id', 'key_id', 'content', 'number', 'source'])
            .expression((eb) =>
              eb
                .selectFrom('created')
                .select((s) => [
                  'id',
                  'key_id',
                  'content',
                  s.lit(1).as('number'),
                  s.val(source).as('source'),
                ]),
            ),
        )
        .selectFrom('created')
        .select(['id', 'content', 'created_at', 'updated_at'])
        .executeTakeFirstOrThrow();
      await checkStoredBytes(trx, ownerId);
      return created;
    });
    return this.open({ ...row, version: 1 });
  }

  /**
   * The owner's resumes, newest first. A row that cannot be opened (its key retired, its ciphertext
   * damaged) is left out and its id returned in `unreadable`, so one bad row cannot hide all the others.
   */
  async list(ownerId: string): Promise<{ resumes: StoredResume[]; unreadable: string[] }> {
    const rows = await this.rows(ownerId).orderBy('created_at', 'desc').execute();
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
    const row = await this.rows(ownerId).where('id', '=', id).executeTakeFirst();
    return row && this.open(row);
  }

  /** The owner's row of this resume, to select from (another user's id finds nothing). */
  private own(ownerId: string, id: string) {
    return this.db.selectFrom('resumes').where('id', '=', id).where('user_id', '=', ownerId);
  }

  /** The resume's current content, every section included. */
  async currentResume(ownerId: string, id: string): Promise<ResumeData | undefined> {
    const row = await this.own(ownerId, id).select('content').executeTakeFirst();
    return row && this.unseal(row.content).resume;
  }

  /** Whether the owner has this resume; reads no content, so nothing is decrypted. */
  async has(ownerId: string, id: string): Promise<boolean> {
    return (await this.own(ownerId, id).select('id').executeTakeFirst()) !== undefined;
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
   * Makes a new current version from the current content, in one transaction that holds the resume's
   * row, so two saves at once get distinct numbers. Undefined when the owner has no such resume.
   */
  async saveVersion(
    ownerId: string,
    id: string,
    source: VersionSource,
    next: NextContent,
  ): Promise<Saved | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await lockOwnerStorage(trx, ownerId);
      const current = await trx
        .selectFrom('resumes')
        .select(['id', 'content', 'created_at'])
        .where('id', '=', id)
        .where('user_id', '=', ownerId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) return undefined;
      const newest = await trx
        .selectFrom('resume_versions')
        .select((eb) => eb.fn.max('number').as('n'))
        .where('resume_id', '=', id)
        .executeTakeFirst();
      const number = (newest?.n ?? 0) + 1;
      const sealed = this.seal(next(this.unseal(current.content)));
      const version = await trx
        .insertInto('resume_versions')
        .values({ resume_id: id, ...sealed, number, source })
        .returning(['number', 'source', 'created_at'])
        .executeTakeFirstOrThrow();
      const row = await trx
        .updateTable('resumes')
        .set({ ...sealed, updated_at: version.created_at })
        .where('id', '=', id)
        .returning(['id', 'content', 'created_at', 'updated_at'])
        .executeTakeFirstOrThrow();
      await trx
        .deleteFrom('resume_versions')
        .where('resume_id', '=', id)
        .where('number', '<=', number - MAX_RESUME_VERSIONS)
        .execute();
      await checkStoredBytes(trx, ownerId);
      return { resume: this.open({ ...row, version: number }), version: summaryOf(version) };
    });
  }

  /** A new version holding what version `number` held. Undefined when there is no such version. */
  async restore(ownerId: string, id: string, number: number): Promise<Saved | undefined> {
    const old = await this.version(ownerId, id, number);
    if (!old) return undefined;
    return this.saveVersion(ownerId, id, 'restore', () => old.content);
  }

  /** Every resume of the owner with every kept version, newest first, all opened (their data export). */
  async everything(ownerId: string): Promise<AccountArchive['resumes']> {
    const resumes = await this.db
      .selectFrom('resumes')
      .select(['id', 'content', 'created_at', 'updated_at'])
      .where('user_id', '=', ownerId)
      .orderBy('created_at')
      .execute();
    const versions = await this.db
      .selectFrom('resume_versions')
      .innerJoin('resumes', 'resumes.id', 'resume_versions.resume_id')
      .select([
        'resume_versions.resume_id',
        'resume_versions.number',
        'resume_versions.source',
        'resume_versions.created_at',
        'resume_versions.content',
      ])
      .where('resumes.user_id', '=', ownerId)
      .orderBy('resume_versions.number', 'desc')
      .execute();
    return resumes.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      current: this.unseal(row.content).resume,
      versions: versions
        .filter((version) => version.resume_id === row.id)
        .map((version) => {
          const content = this.unseal(version.content);
          return {
            ...summaryOf(version),
            resume: content.resume,
            jobDescription: content.jobDescription,
            tailoring: content.tailoring ?? null,
          };
        }),
    }));
  }

  /** The kept versions, newest first; undefined when the owner has no such resume. */
  async versions(ownerId: string, id: string): Promise<VersionSummary[] | undefined> {
    if (!(await this.has(ownerId, id))) return undefined;
    const rows = await this.db
      .selectFrom('resume_versions')
      .select(['number', 'source', 'created_at'])
      .where('resume_id', '=', id)
      .orderBy('number', 'desc')
      .execute();
    return rows.map(summaryOf);
  }

  async getVersion(ownerId: string, id: string, number: number): Promise<ResumeVersion | undefined> {
    const found = await this.version(ownerId, id, number);
    return found && { ...found.summary, resume: found.content.resume };
  }

  /** A version's ATS score after tailoring (null when it was not tailored); undefined when there is no such version. */
  async versionScore(ownerId: string, id: string, number: number): Promise<number | null | undefined> {
    const found = await this.version(ownerId, id, number);
    return found && (found.content.tailoring?.after ?? null);
  }

  /** A version's resume and the posting it was tailored to ('' when it was not); undefined when there is no such version. */
  async versionPosting(
    ownerId: string,
    id: string,
    number: number,
  ): Promise<{ resume: ResumeData; jobDescription: string } | undefined> {
    const found = await this.version(ownerId, id, number);
    return found && { resume: found.content.resume, jobDescription: found.content.jobDescription };
  }

  /**
   * A version still sealed, for a reader that opens it elsewhere (the version diff's thread: opening a
   * 1 MB version is milliseconds of the event loop); undefined when there is no such version.
   */
  async sealedVersion(ownerId: string, id: string, number: number) {
    const row = await this.versionRow(ownerId, id, number);
    return row && { number: row.number, sealed: row.content };
  }

  private async version(ownerId: string, id: string, number: number) {
    const row = await this.versionRow(ownerId, id, number);
    return row && { summary: summaryOf(row), content: this.unseal(row.content) };
  }

  private versionRow(ownerId: string, id: string, number: number) {
    return this.db
      .selectFrom('resume_versions')
      .innerJoin('resumes', 'resumes.id', 'resume_versions.resume_id')
      .select([
        'resume_versions.number',
        'resume_versions.source',
        'resume_versions.created_at',
        'resume_versions.content',
      ])
      .where('resumes.id', '=', id)
      .where('resumes.user_id', '=', ownerId)
      .where('resume_versions.number', '=', number)
      .executeTakeFirst();
  }
}

const summaryOf = (row: { number: number; source: VersionSource; created_at: Date }): VersionSummary => ({
  number: row.number,
  source: row.source,
  createdAt: row.created_at.toISOString(),
});

/** SPEC §3: a non-empty snippet marks a resume as edited; it is the start of the enhanced summary. */
export function snippetOf(resume: ResumeData): string {
  const text = resume.summary.trim() || resume.experience[0]?.responsibilities[0] || 'Enhanced';
  return text.slice(0, 200);
}
