import { z } from 'zod';

/** What the audit log records: security-relevant events, never personal content. */
export const auditEvents = [
  'sign-in',
  'token-refresh-reuse',
  'password-change',
  'admin-role-grant',
  'admin-job-retry',
  'admin-job-remove',
  'admin-export',
  'ai-use',
  'account-delete',
  'account-export',
  'session-revoke',
  'password-reset-request',
  'password-reset',
  'email-verify',
  'totp-enable',
  'totp-disable',
  'passkey-add',
  'passkey-remove',
] as const;
export const auditEventSchema = z.enum(auditEvents);
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditOutcomes = ['success', 'failure'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/** Days audit records are kept before the daily prune removes them (AUDIT_RETENTION_DAYS). */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO time with microseconds (UTC). */
  at: z.string(),
  /** The acting user's id; null when unknown (a sign-in for an address with no account). */
  actorId: z.string().nullable(),
  /**
   * The actor's e-mail, read from their account when the log is listed (never stored in the record):
   * null when there is no actor or the account is gone.
   */
  actorEmail: z.string().nullable(),
  event: auditEventSchema,
  outcome: z.enum(auditOutcomes),
  /** Client address truncated to its network (/24 IPv4, /48 IPv6), per the privacy policy. */
  ip: z.string().nullable(),
  /** Event facts without personal content: a reason code, a queue and job id, an engine. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Formats of the admins' log exports (made in the browser from the list endpoints' pages). */
export const exportFormatSchema = z.enum(['csv', 'json']);
/**
 * Marks a list request as part of an export: the web sets it on every page an export fetches. It only
 * names the format: what the admin service records is decided by what a request read (see
 * LOG_SCREEN_ROWS), so a client that leaves it out is recorded all the same.
 */
export const exportMarker = { export: exportFormatSchema.optional() };

/**
 * Rows of an admin log one screen shows (the web's page). Reading more in one request, or any page after
 * the first (`before`), is a bulk read and is recorded as an `admin-export` with the rows it returned
 * (issue 32: 1,000 rows read without `export=` left no record).
 */
export const LOG_SCREEN_ROWS = 100;
/**
 * Rows of one admin log an admin may read in an hour, screen by screen, before every further read is
 * recorded as an export too: a client can walk a log by moving its `to` (or any) filter instead of the
 * cursor, and five screens an hour is browsing, not a copy of the log.
 */
export const LOG_BROWSE_ROWS_PER_HOUR = 5 * LOG_SCREEN_ROWS;
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** endpoints.auditLog — newest first, filtered. */
export const auditLogQuerySchema = z.strictObject({
  /** The actor: their user id, or the e-mail of their account. */
  user: z.union([z.uuid(), z.email()]).optional(),
  event: auditEventSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  /** The previous page's `nextBefore`: only entries strictly older. */
  before: z.iso.datetime({ offset: true }).optional(),
  ...exportMarker,
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.string().nullable(),
});
