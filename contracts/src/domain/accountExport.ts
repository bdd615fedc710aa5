import { z } from 'zod';
import { auditEntrySchema } from '../api/audit';
import { applicationSchema, keptCoverLetterSchema } from './application';
import { resumeDataSchema } from './resume';
import { versionSummarySchema } from './resumeVersion';

/** How long a built archive of one's data can be downloaded (its sealed job result is then removed). */
export const ACCOUNT_EXPORT_TTL_SECONDS = 24 * 3600;

/** One kept version of a resume, as stored: the resume, the posting it was made for, its tailoring scores. */
export const exportedVersionSchema = versionSummarySchema.extend({
  resume: resumeDataSchema,
  jobDescription: z.string(),
  tailoring: z.object({ before: z.number(), after: z.number() }).nullable(),
});

/**
 * Everything the product keeps about one person, opened: what "Download my data" archives. The
 * service gathers it (it holds the keys), the render worker writes it out with JSON Resume, PDF and
 * DOCX of each current resume.
 */
export const accountArchiveSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    createdAt: z.string(),
  }),
  resumes: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      /** The current content; versions holds every kept version, newest first. */
      current: resumeDataSchema,
      versions: z.array(exportedVersionSchema),
    }),
  ),
  applications: z.array(applicationSchema),
  coverLetters: z.array(keptCoverLetterSchema),
  legalAcceptances: z.array(
    z.object({
      document: z.string(),
      version: z.string(),
      acceptedAt: z.string(),
      documentSha256: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  auditEntries: z.array(auditEntrySchema),
});
export type AccountArchive = z.infer<typeof accountArchiveSchema>;

/** endpoints.exportAccount: the archive is built; download it from endpoints.downloadAccountExport until `expiresAt`. */
export const accountExportResponseSchema = z.object({ jobId: z.string(), expiresAt: z.string() });
export type AccountExportResponse = z.infer<typeof accountExportResponseSchema>;
