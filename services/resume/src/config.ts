import { ADDRESS_DAILY_LIMITS, AI_DAILY_LIMIT } from '@rb/contracts';
import { FAILED_JOB_RETENTION_HOURS_DEFAULT, loadConfig } from '@rb/kit';
import { z } from 'zod';

export const resumeConfigShape = {
  PORT: z.coerce.number().int().min(1).max(65535).default(4102),
  /** AI uses per user per UTC day; the web's content states the same constant. */
  AI_DAILY_LIMIT: z.coerce.number().int().min(0).default(AI_DAILY_LIMIT),
  /** AI uses per client network (IPv4 address, IPv6 /64) per UTC day, all its accounts together. */
  AI_DAILY_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(ADDRESS_DAILY_LIMITS.aiUses),
  /** How long a request waits for its job before a 504. */
  JOB_WAIT_MS: z.coerce.number().int().min(100).default(60_000),
  /** Hours failed jobs stay in Redis (sealed) for operators to inspect and retry. */
  FAILED_JOB_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(FAILED_JOB_RETENTION_HOURS_DEFAULT),
  /**
   * Hours a claimed job id (and an AI job's sealed result, for repeated requests) is kept, at least
   * FAILED_JOB_RETENTION_HOURS (jobRecordRetention.ts); older claims are pruned hourly.
   */
  JOB_REQUEST_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(FAILED_JOB_RETENTION_HOURS_DEFAULT),
  /** Per-user request budgets per minute: all endpoints, and those costing CPU or AI. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  COSTLY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Rendered documents kept per user (the most recently rendered ones; a resume's PDF and DOCX are two),
   * 0 turns the cache off.
   */
  RENDER_CACHE_PER_USER: z.coerce.number().int().min(0).max(200).default(10),
  RENDER_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Threads computing version diffs off the event loop (diffThreads.ts); one leaves a core to the loop. */
  DIFF_THREADS: z.coerce.number().int().min(1).max(16).default(1),
};

export const loadResumeConfig = () => loadConfig(resumeConfigShape);
export type ResumeConfig = ReturnType<typeof loadResumeConfig>;
