import type { ApplicationStatus, VersionSource } from '@rb/contracts';
import type { Database, Envelope } from '@rb/kit';
import type { ColumnType, Generated, Kysely } from 'kysely';

export interface ResumesTable {
  id: Generated<string>;
  user_id: string;
  key_id: string;
  content: Envelope;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface ResumeVersionsTable {
  id: Generated<string>;
  resume_id: string;
  key_id: string;
  content: Envelope;
  number: number;
  source: VersionSource;
  created_at: ColumnType<Date, never, never>;
}

export interface ApplicationsTable {
  id: Generated<string>;
  user_id: string;
  resume_id: string;
  version: number;
  key_id: string;
  content: Envelope;
  score: number | null;
  status: ApplicationStatus;
  created_at: ColumnType<Date, never, never>;
}

export interface CoverLettersTable {
  id: Generated<string>;
  user_id: string;
  application_id: string;
  key_id: string;
  content: Envelope;
  created_at: ColumnType<Date, never, never>;
}

export interface AiUsageTable {
  user_id: string;
  day: string;
  count: number;
}

/** Which job took which day's AI use; `day` stays a SQL date (never read into a JS Date). */
export interface AiUsageChargesTable {
  job_id: string;
  user_id: string;
  day: string;
}

/** Every job id ever used (see migration 003); `result` is a sealed AI result, else null. */
export interface JobRequestsTable {
  job_id: string;
  user_id: string;
  name: string;
  body_hash: string;
  result: Envelope | null;
  created_at: ColumnType<Date, never, never>;
}

/** A type alias, not an interface: kysely's withTables needs an index-signature-compatible shape. */
export type ResumeTables = {
  resumes: ResumesTable;
  resume_versions: ResumeVersionsTable;
  applications: ApplicationsTable;
  cover_letters: CoverLettersTable;
  ai_usage: AiUsageTable;
  ai_usage_charges: AiUsageChargesTable;
  job_requests: JobRequestsTable;
};

export type ResumeDb = Kysely<Database & ResumeTables>;
