import { z } from 'zod';
import { LEGAL_VERSION } from '../constants';
import { acceptanceDocumentTypeSchema, legalLogEntrySchema } from '../domain/legal';
import { exportMarker } from './audit';

/** endpoints.legalAgree */
export const legalAgreeRequestSchema = z.strictObject({
  documentType: acceptanceDocumentTypeSchema,
  version: z.literal(LEGAL_VERSION),
});
export const legalAgreeResponseSchema = z.object({ success: z.literal(true) });
export type LegalAgreeRequest = z.infer<typeof legalAgreeRequestSchema>;

/** endpoints.legalLogs — newest first. */
export const legalLogsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  /** ISO timestamp: only entries accepted strictly before it (the previous page's last acceptedAt). */
  before: z.iso.datetime({ offset: true }).optional(),
  ...exportMarker,
});
export const legalLogsResponseSchema = z.object({
  logs: z.array(legalLogEntrySchema),
  nextBefore: z.string().nullable(),
});
