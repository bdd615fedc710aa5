import {
  type JobName,
  type JobPayload,
  type JobResult,
  jobStates,
  type jobStatusResponseSchema,
  jobs,
  type QueueName,
  queueNames,
} from '@rb/contracts';
import { type Job, Queue, QueueEvents } from 'bullmq';
import type { z } from 'zod';
import { conflict, HttpError, unavailable } from './httpError';
import { defaultJobOptions, jobOwner, openEnvelope, sealJobData } from './jobWire';
import type { Keyring } from './keyring';
import { createRedis, type Redis } from './redis';
import { traceJobAdd } from './tracing';

export interface JobClientOptions {
  redisUrl: string;
  prefix: string;
  keyring: Keyring;
  /** How long a request waits for its job before answering 504. */
  waitMs: number;
  /** Hours a failed job is kept (default FAILED_JOB_RETENTION_HOURS_DEFAULT). */
  failedRetentionHours?: number;
}

export interface RunContext {
  ownerId: string;
  requestId: string;
  jobId: string;
  /** True when the id was generated server-side: it cannot belong to an existing job. */
  fresh?: boolean;
  /** A cost (an AI use) the job's owner pays only for a job that produces a result. */
  charge?: JobCharge;
}

export interface JobCharge {
  /** Runs only when the job is really new (not a repeated X-Job-Id), before it is queued. */
  take(): Promise<void>;
  /** Runs when the job failed or could not be queued; must be safe to call more than once. */
  giveBack(): Promise<void>;
}

/** A job that ran and failed for good; its message is ours (a worker's), safe to show. */
export class JobFailedError extends Error {}

/** GET /api/jobs/:id's body. */
export type JobStatus = z.infer<typeof jobStatusResponseSchema>;

const isTimeout = (error: unknown) =>
  error instanceof Error && /timed out before finishing/.test(error.message);

/**
 * The producer side of the job pipeline: enqueue with the caller's job id, wait (bounded) for the
 * result and decrypt it. A repeated job id joins the existing job instead of running it again.
 */
export class JobClient {
  private readonly connection;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();
  private readonly eventConnections: Redis[] = [];

  private readonly jobOptions;

  constructor(private readonly options: JobClientOptions) {
    this.jobOptions = options.failedRetentionHours
      ? { ...defaultJobOptions, removeOnFail: { age: options.failedRetentionHours * 3600 } }
      : defaultJobOptions;
    // Commands fail after one retry instead of queueing forever, so a Redis outage becomes a 503.
    this.connection = createRedis(options.redisUrl, { maxRetriesPerRequest: 1 });
    for (const name of queueNames) {
      this.queues.set(name, new Queue(name, { connection: this.connection, prefix: options.prefix }));
      // QueueEvents blocks on its connection, so each gets its own (with BullMQ's required retry setting).
      const connection = createRedis(options.redisUrl);
      this.eventConnections.push(connection);
      const events = new QueueEvents(name, { connection, prefix: options.prefix });
      events.on('error', () => undefined);
      this.events.set(name, events);
    }
  }

  /** Resolves when Redis answers; rejects within 2 s otherwise, so /readyz never hangs. */
  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis is not reachable')), 2000);
    });
    try {
      await Promise.race([
        Promise.all([...this.events.values()].map((e) => e.waitUntilReady())).then(() =>
          this.connection.ping(),
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async run<N extends JobName>(name: N, payload: JobPayload<N>, context: RunContext): Promise<JobResult<N>> {
    const queueName = jobs[name].queue;
    const queue = this.queues.get(queueName) as Queue;
    let job: Job;
    try {
      job = await this.findOrAdd(queue, name, payload, context);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw unavailable();
    }
    let sealed: unknown;
    try {
      sealed = await job.waitUntilFinished(this.events.get(queueName) as QueueEvents, this.options.waitMs);
    } catch (error) {
      // A timed-out job keeps its charge: it is still queued or running, and its result will reach the
      // owner's sockets and GET /api/jobs/:id. Refunding here would make the work free whenever the
      // queue is slow; only a job that failed for good has produced nothing.
      if (isTimeout(error)) {
        throw new HttpError(504, 'TIMEOUT', 'The request took too long. Please try again.');
      }
      await context.charge?.giveBack();
      throw new JobFailedError(error instanceof Error ? error.message : String(error));
    }
    return (jobs[name].result as z.ZodType).parse(openEnvelope(this.options.keyring, sealed)) as JobResult<N>;
  }

  private async findOrAdd<N extends JobName>(
    queue: Queue,
    name: N,
    payload: JobPayload<N>,
    context: RunContext,
  ) {
    const existing = context.fresh ? undefined : await queue.getJob(context.jobId);
    if (existing) {
      if (existing.name !== name || jobOwner(existing.data) !== context.ownerId) {
        throw conflict('This job id is already in use.');
      }
      return existing;
    }
    await context.charge?.take();
    const data = sealJobData(this.options.keyring, context.ownerId, context.requestId, payload);
    try {
      return await traceJobAdd(queue.name, name, (trace) =>
        queue.add(name, { ...data, trace }, { ...this.jobOptions, jobId: context.jobId }),
      );
    } catch (error) {
      await context.charge?.giveBack();
      throw error;
    }
  }

  /** A job's status for its owner; undefined for an unknown id or someone else's job. */
  async status(jobId: string, ownerId: string): Promise<JobStatus | undefined> {
    try {
      return await this.findStatus(jobId, ownerId);
    } catch {
      throw unavailable();
    }
  }

  private async findStatus(jobId: string, ownerId: string): Promise<JobStatus | undefined> {
    for (const queue of this.queues.values()) {
      const job = await queue.getJob(jobId);
      if (!job) continue;
      if (jobOwner(job.data) !== ownerId) return undefined;
      const state = await job.getState();
      const progress = job.progress as JobStatus['progress'] | number;
      return {
        id: jobId,
        name: job.name,
        state: jobStates.find((s) => s === state) ?? 'unknown',
        progress: typeof progress === 'object' && progress !== null ? progress : null,
        result: state === 'completed' ? openEnvelope(this.options.keyring, job.returnvalue) : null,
        error: state === 'failed' ? job.failedReason : null,
      };
    }
    return undefined;
  }

  async close(): Promise<void> {
    await Promise.all([...this.events.values()].map((e) => e.close()));
    await Promise.all(this.eventConnections.map((c) => c.quit().catch(() => undefined)));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await this.connection.quit().catch(() => undefined);
  }
}
