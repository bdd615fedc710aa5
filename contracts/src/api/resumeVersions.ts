import { z } from 'zod';
import { ATS_MAX_JOB_DESCRIPTION_CHARS, MIN_JOB_DESCRIPTION_CHARS } from '../constants';
import { jsonResumeSchema } from '../domain/jsonResume';
import { resumeDataSchema, storedResumeSchema } from '../domain/resume';
import {
  diffLineSchema,
  resumeVersionSchema,
  versionNumberSchema,
  versionSourceSchema,
  versionSummarySchema,
} from '../domain/resumeVersion';
import { findingsSchema } from '../domain/review';
import { tailorOutcomeSchema } from '../domain/tailor';
import { text } from '../domain/text';
import { engineSchema } from './resume';

/** endpoints.listVersions: newest first; `current` is the version the resume holds now. */
export const versionListResponseSchema = z.object({
  current: z.number().int(),
  versions: z.array(versionSummarySchema),
});

/** endpoints.getVersion */
export const versionResponseSchema = resumeVersionSchema;

/**
 * endpoints.saveVersion: a user's own save; tailor and restore make theirs on the server. An
 * enhancement is saved here too (source 'enhance'), once the user has chosen which of its lines to keep.
 */
export const saveVersionRequestSchema = z.strictObject({
  resumeData: resumeDataSchema,
  source: versionSourceSchema.extract(['form', 'upload', 'import', 'enhance']).default('form'),
});

/** endpoints.saveVersion and restoreVersion: the resume as it now is and the version just made. */
export const versionSavedResponseSchema = z.object({
  resume: storedResumeSchema,
  version: versionSummarySchema,
});

/** endpoints.reviewResume */
export const reviewResponseSchema = z.object({ findings: findingsSchema });

/** endpoints.diffVersions */
export const diffQuerySchema = z.strictObject({ from: versionNumberSchema, to: versionNumberSchema });
export const diffResponseSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  lines: z.array(diffLineSchema),
});

/** endpoints.exportJsonResume: the version as a JSON Resume v1 document. */
export const jsonResumeExportSchema = jsonResumeSchema;

/** endpoints.importJsonResume: a JSON Resume v1 document becomes a new stored resume (version 1, "import"). */
/**
 * Any JSON object: the service tells a JSON Resume from another resume tool's format (refused by
 * name) before reading it leniently against the published schema.
 */
export const jsonResumeImportRequestSchema = z.strictObject({ document: z.record(z.string(), z.unknown()) });
/** The stored resume, and what was left out on the way in (links that are not web addresses). */
export const jsonResumeImportResponseSchema = z.object({
  resume: storedResumeSchema,
  notes: z.array(z.string()).default([]),
});

/** endpoints.tailorResume: the posting to tailor the resume's current version to. */
export const tailorRequestSchema = z.strictObject({
  jobDescription: text().trim().min(MIN_JOB_DESCRIPTION_CHARS).max(ATS_MAX_JOB_DESCRIPTION_CHARS),
});
/**
 * The tailored version, what changed (added and removed lines only) and the scores before and after.
 * `version` is null when tailoring changed nothing or lowered the score: then no version was saved.
 */
export const tailorResponseSchema = tailorOutcomeSchema.extend({
  engine: engineSchema,
  version: versionSummarySchema.nullable(),
  changes: z.array(diffLineSchema),
});
export type TailorResponse = z.infer<typeof tailorResponseSchema>;
