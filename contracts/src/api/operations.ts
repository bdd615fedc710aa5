import { z } from 'zod';
import { jobIdSchema, queueNames } from '../jobs';

/** One failed job as the console shows it: never its payload, which stays sealed. */
export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO time it failed for good. */
  failedAt: z.string().nullable(),
  attempts: z.number().int(),
  /** A stable failure code (contracts' jobFailures): the worker's own, else `JOB_FAILED`. */
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
  /** Completed jobs per minute, averaged over the last hour (the workers' per-minute rollup in Redis). */
  completedPerMinute: z.number(),
  /** Completed jobs in each of the last 60 minutes, oldest first. */
  completedByMinute: z.array(z.number().int()),
  /** Failed attempts over the last hour (retried ones included). */
  failedLastHour: z.number().int(),
  /**
   * Processing time of the last hour's completed jobs, in ms: the upper bound of the duration bucket
   * holding that rank (buckets 20 % apart, kit's consoleRollup); null without any.
   */
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  /** Worker connections BullMQ sees on the queue. */
  workers: z.number().int(),
  failedJobs: z.array(failedJobSchema),
});

/**
 * What the ai workers last reported: the engine in use, its model, and its provider's circuit breaker's
 * state.
 */
export const aiStatusSchema = z.object({
  engine: z.enum(['openai', 'offline']),
  /** The provider's model; null for the built-in engine (and in a report from before models were told). */
  model: z.string().max(200).nullable().default(null),
  /** True when the provider is a local Ollama found at start-up rather than one configured. */
  discovered: z.boolean().default(false),
  /**
   * The provider's circuit breaker; null for the built-in engine, which calls no provider and so has no
   * circuit (a report from before this was told says 'closed' for it).
   */
  circuit: z.enum(['closed', 'open', 'half-open']).nullable(),
  /** ISO time of the report. */
  since: z.string(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/**
 * Why the AI output guard refused a rewrite (issue 30): a word neither in the input nor in the
 * dictionary, a fact of the input dropped or one added, a line in two tenses, markup or a placeholder,
 * a letter's sentence without a verb.
 */
export const guardReasons = [
  'non-word',
  'fact-dropped',
  'fact-added',
  'mixed-tense',
  'markup',
  'fragment',
] as const;
export type GuardReason = (typeof guardReasons)[number];

/**
 * Calls the ai workers made to the AI provider over the last hour, errors as the circuit breaker counts
 * them, and the rewrites the output guard refused (any engine's), by reason.
 */
export const aiCallsSchema = z.object({
  calls: z.number().int(),
  errors: z.number().int(),
  refused: z.partialRecord(z.enum(guardReasons), z.number().int()),
});
export type AiCalls = z.infer<typeof aiCallsSchema>;

export const queuesResponseSchema = z.object({
  queues: z.array(queueOverviewSchema),
  /** null until an ai worker has started. */
  ai: aiStatusSchema.nullable(),
  aiCalls: aiCallsSchema,
});
export type QueueOverview = z.infer<typeof queueOverviewSchema>;

/**
 * Path of one job: its queue and id. Every job id is ours, a UUID (a client's X-Job-Id or a fresh one),
 * so anything else is a 404: BullMQ keeps its own keys beside the jobs' (`meta`, `id`, `events`,
 * `failed`…), and `DELETE …/meta` once removed the queue's settings.
 */
export const jobRefSchema = z.strictObject({
  queue: z.enum(queueNames),
  id: jobIdSchema,
});
export const jobActionResponseSchema = z.object({ success: z.literal(true) });
