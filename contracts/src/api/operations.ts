import { z } from 'zod';
import { queueNames } from '../jobs';

/** One failed job as the console shows it: never its payload, which stays sealed. */
export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO time it failed for good. */
  failedAt: z.string().nullable(),
  attempts: z.number().int(),
  /** A stable failure code (jobFailures) when the worker gave one, else `FAILED`. */
  code: z.string(),
  /** The worker's own message (ours, never user content). */
  message: z.string(),
});

export const queueOverviewSchema = z.object({
  queue: z.enum(queueNames),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
  /** Completed jobs per minute over the last 5 minutes (completed jobs are kept that long). */
  completedPerMinute: z.number(),
  /** Processing time of those jobs, in ms (nearest rank); null without any. */
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  /** Worker connections BullMQ sees on the queue. */
  workers: z.number().int(),
  failedJobs: z.array(failedJobSchema),
});

export const queuesResponseSchema = z.object({ queues: z.array(queueOverviewSchema) });
export type QueueOverview = z.infer<typeof queueOverviewSchema>;

/** Path of one job: its queue and id (job ids are ours: UUIDs or client X-Job-Id values). */
export const jobRefSchema = z.strictObject({
  queue: z.enum(queueNames),
  id: z.string().min(1).max(128),
});
export const jobActionResponseSchema = z.object({ success: z.literal(true) });
