import { setTimeout as sleep } from 'node:timers/promises';
import {
  type JobName,
  type JobPayload,
  type JobResult,
  jobStates,
  type jobStatusResponseSchema,
  jobs,
  publicJobFailure,
  type QueueName,
  queueNames,
  queueOf,
  queuesOfJob,
} from '@rb/contracts';
import { Job, type Queue, QueueEvents } from 'bullmq';
import type { z } from 'zod';
import { withDeadline } from './deadline';
import { eventsReadStart } from './eventsReadStart';
import { HttpError, notFound, timedOut, unavailable } from './httpError';
import { CLAIM_TTL_MS, claimKey, type EarlierClaim, type JobClaimant, parseClaim } from './jobClaims';
import { type JobEnd, listenForEnd } from './jobEnd';
import { createQueue, defaultJobOptions, jobOwner, openEnvelope, sealJobData } from './jobWire';
import type { Keyring } from './keyring';
import { createFailFastRedis, createRedis, type Redis, redisLost } from './redis';
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

export interface JobContext {
  ownerId: string;
  requestId: string;
  jobId: string;
}

/** A job that ran and failed for good; its message is the worker's failedReason (see contracts' jobFailures). */
export class JobFailedError extends Error {}

/** A job this client queued, and its end, listened for since before the add. */
export interface QueuedJob {
  job: Job;
  end: JobEnd;
}

/** GET /api/jobs/:id's body. */
export type JobStatus = z.infer<typeof jobStatusResponseSchema>;

/** A failed job's public message and code; its internal reason stays in the worker's log. */
function failureFields(reason: string | undefined): Pick<JobStatus, 'error' | 'errorCode'> {
  const { code, message } = publicJobFailure(reason);
  return { error: message, errorCode: code };
}

/** How long a repeated request looks for the job its first request is about to queue. */
const JOIN_GRACE_MS = 2000;
const JOIN_POLL_MS = 50;
/** Enqueueing (a lookup and one script) is quick; longer means Redis is not there. */
const ENQUEUE_DEADLINE_MS = 1500;
/** How long a lost Redis connection may take to come back before a waiting request gets its 503. */
const OUTAGE_GRACE_MS = 1000;
/**
 * Each waiting request listens on its job's Queue (BullMQ's waitUntilFinished, for the queue closing)
 * and on the connection (redisLost) until it ends. Node takes more than 10 listeners for one event as a
 * sign of a leak and warns; here that is only a busy moment, so the warning is set to what a leak of
 * waits would reach instead.
 */
const WAITS_BEFORE_LEAK_WARNING = 2000;

const isTimeout = (error: unknown) =>
  error instanceof Error && /timed out before finishing/.test(error.message);

/**
 * The producer side of the job pipeline: enqueue with the caller's job id, find an earlier request's job,
 * wait (bounded) for the result and decrypt it. Which of these a request does is decided by its claim on
 * the job id (`claim`, in Redis; the service keeps the durable record in PostgreSQL).
 */
export class JobClient {
  private readonly connection;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();
  private readonly eventConnections: Redis[] = [];
  /** Resolves once the command connection has first connected (see ready). */
  private readonly firstConnection: Promise<void>;

  private readonly jobOptions;

  constructor(private readonly options: JobClientOptions) {
    this.jobOptions = options.failedRetentionHours
      ? { ...defaultJobOptions, removeOnFail: { age: options.failedRetentionHours * 3600 } }
      : defaultJobOptions;
    // Commands fail at once (or after a short timeout) instead of queueing, so a Redis outage is a
    // prompt 503 and a refused job is never added later behind the client's back.
    this.connection = createFailFastRedis(options.redisUrl);
    // Each failing command reports itself (a 503); the connection's own errors are only noise.
    this.connection.on('error', () => undefined);
    this.connection.setMaxListeners(WAITS_BEFORE_LEAK_WARNING);
    this.firstConnection = new Promise((resolve) => this.connection.once('ready', () => resolve()));
    const readers: Promise<void>[] = [];
    for (const name of queueNames) {
      const queue = createQueue(name, this.connection, options.prefix);
      queue.setMaxListeners(WAITS_BEFORE_LEAK_WARNING);
      this.queues.set(name, queue);
      // QueueEvents blocks on its connection, so each gets its own (with BullMQ's required retry setting).
      const connection = createRedis(options.redisUrl);
      connection.on('error', () => undefined);
      this.eventConnections.push(connection);
      readers.push(this.startEventsReader(name, queue, connection));
    }
    this.readersPlaced = Promise.all(readers).then(() => undefined);
    this.readersPlaced.catch(() => undefined);
  }

  /** Resolves once every queue's events reader has its starting position (startEventsReader). */
  private readonly readersPlaced: Promise<void>;

  /**
   * A queue's events reader, reading from the last entry its stream holds now (eventsReadStart), so a
   * job's end can be listened for before the job is added (listenForEnd), with no question to Redis
   * whether it already ended.
   */
  private async startEventsReader(name: QueueName, queue: Queue, connection: Redis): Promise<void> {
    const lastEventId = await eventsReadStart(connection, queue);
    if (this.closing) return;
    const events = new QueueEvents(name, {
      connection,
      prefix: this.options.prefix,
      autorun: false,
      lastEventId,
    });
    events.on('error', () => undefined);
    this.events.set(name, events);
    events.run().catch(() => undefined);
  }

  private closing = false;

  /** Resolves when Redis answers; rejects within 2 s otherwise, so /readyz never hangs. */
  async ready(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis is not reachable')), 2000);
    });
    try {
      // The command connection fails fast (no offline queue), so a ping sent before its first
      // connection fails at once: wait for that too. Once it has connected, a lost connection is an
      // outage, and the ping's prompt failure is the answer /readyz needs.
      await Promise.race([
        Promise.all([
          this.readersPlaced.then(() =>
            Promise.all([...this.events.values()].map((e) => e.waitUntilReady())),
          ),
          this.firstConnection,
        ]).then(() => this.connection.ping()),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Claims a job id in one Redis command (SET NX GET): undefined when this request is the first, else
   * the earlier claim, for the caller to compare. The durable record of the id is the caller's
   * (PostgreSQL), written off this path.
   */
  async claim(jobId: string, claimant: JobClaimant): Promise<EarlierClaim | undefined> {
    const value = JSON.stringify({ ...claimant, at: Date.now() } satisfies EarlierClaim);
    let earlier: string | null;
    try {
      earlier = await this.connection.set(
        claimKey(this.options.prefix, jobId),
        value,
        'PX',
        CLAIM_TTL_MS,
        'NX',
        'GET',
      );
    } catch {
      throw unavailable();
    }
    if (earlier === null) return undefined;
    const parsed = parseClaim(earlier);
    // Not ours (a foreign or corrupt key): the id cannot be used, as for another user's claim.
    if (!parsed) throw notFound('Job not found.');
    return parsed;
  }

  /** Frees a claimed id whose job was never queued, so the client's retry with the same id can run it. */
  async unclaim(jobId: string): Promise<void> {
    await this.connection.del(claimKey(this.options.prefix, jobId));
  }

  /** A job's options: the defaults, with a longer stay once completed where its definition asks for one. */
  private optionsFor(name: JobName) {
    const keep: number | undefined = (jobs[name] as { keepCompletedSeconds?: number }).keepCompletedSeconds;
    return keep ? { ...this.jobOptions, removeOnComplete: { age: keep } } : this.jobOptions;
  }

  /**
   * Queues a job under an id the caller has claimed (so no other request can be adding it), listening
   * for its end from before the add (see startEventsReader), for `wait`.
   *
   * With `claimant`, the id is one drawn for this request (kit's jobIdOf), which no other request can
   * know: it is claimed here, in the same breath as the add rather than a round trip before it. The
   * claim goes down the connection first, so Redis holds it before the job (the job relay reads it).
   */
  async add<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    context: JobContext,
    claimant?: JobClaimant,
  ): Promise<QueuedJob> {
    const claimed = claimant ? this.claim(context.jobId, claimant) : undefined;
    // Awaited after the add; a failure meanwhile is the add's failure too (one connection).
    claimed?.catch(() => undefined);
    const queued = await this.queue(name, payload, context);
    if (claimed && (await claimed.catch(() => undefined)) !== undefined) {
      // A fresh random UUID already claimed: not a case that occurs, but never answered as ours.
      queued.end.stop();
      throw unavailable();
    }
    return queued;
  }

  private async queue<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    context: JobContext,
  ): Promise<QueuedJob> {
    const data = sealJobData(this.options.keyring, context.ownerId, context.requestId, payload);
    let end: JobEnd | undefined;
    try {
      // Both wait for their connections however long Redis is away: bound that too. The readers are
      // placed once, at start, so this is a resolved promise on every later add.
      await withDeadline(this.readersPlaced, ENQUEUE_DEADLINE_MS, unavailable);
      const queue = this.queues.get(queueOf(name, payload)) as Queue;
      end = listenForEnd(
        this.events.get(queue.name as QueueName) as QueueEvents,
        queue,
        context.jobId,
        this.options.waitMs,
      );
      const job = await withDeadline(
        traceJobAdd(queue.name, name, (trace) =>
          queue.add(name, { ...data, trace }, { ...this.optionsFor(name), jobId: context.jobId }),
        ),
        ENQUEUE_DEADLINE_MS,
        unavailable,
      );
      return { job, end };
    } catch {
      end?.stop();
      throw unavailable();
    }
  }

  /**
   * The job an earlier request with this id queued, or undefined once BullMQ has removed it. The earlier
   * request claims the id before it queues the job, so while that claim is new (`justClaimed`) a job that
   * is not there yet is looked for a little longer.
   */
  async find(
    name: JobName,
    context: Pick<JobContext, 'jobId' | 'ownerId'>,
    justClaimed: boolean,
  ): Promise<Job | undefined> {
    const deadline = Date.now() + (justClaimed ? JOIN_GRACE_MS : 0);
    try {
      for (;;) {
        const job = await this.findOnQueues(name, context.jobId);
        if (job) {
          // The claim already checked owner and name; a job that disagrees is not this caller's.
          if (job.name !== name || jobOwner(job.data) !== context.ownerId) throw notFound('Job not found.');
          return job;
        }
        if (Date.now() >= deadline) return undefined;
        await sleep(JOIN_POLL_MS);
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw unavailable();
    }
  }

  /**
   * Waits (bounded) for a job's result: 504 when it outlives the wait, JobFailedError when it failed. A
   * job this client queued is already listened for; one an earlier request queued (`find`) may have
   * ended already, which BullMQ's waitUntilFinished asks Redis.
   */
  async wait<N extends JobName>(name: N, queued: Job | QueuedJob): Promise<JobResult<N>> {
    let sealed: unknown;
    // Redis going away mid-wait ends the wait with a 503 (the job goes on, as on a timeout: it may
    // still finish and be fetched later) instead of holding the request for the whole wait.
    const outage = redisLost(this.connection, OUTAGE_GRACE_MS, unavailable);
    try {
      // A joined job may come before this client's readers are placed (a request while it starts).
      if (queued instanceof Job) await this.readersPlaced;
      sealed = await Promise.race([
        queued instanceof Job
          ? queued.waitUntilFinished(
              this.events.get(queued.queueName as QueueName) as QueueEvents,
              this.options.waitMs,
            )
          : queued.end.result,
        outage.lost,
      ]);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // A timed-out job goes on: it is still queued or running, and its result will reach the owner's
      // sockets and GET /api/jobs/:id. Only a job that failed for good has produced nothing.
      if (isTimeout(error)) {
        throw timedOut();
      }
      throw new JobFailedError(error instanceof Error ? error.message : String(error));
    } finally {
      outage.stop();
      if (!(queued instanceof Job)) queued.end.stop();
    }
    return this.open(name, sealed);
  }

  /** A sealed result, decrypted and checked against the job's result schema. */
  open<N extends JobName>(name: N, sealed: unknown): JobResult<N> {
    return (jobs[name].result as z.ZodType).parse(openEnvelope(this.options.keyring, sealed)) as JobResult<N>;
  }

  /** A job by id on any queue its name may use (a DOCX render is on `document`, a PDF on `render`). */
  private async findOnQueues(name: JobName, jobId: string): Promise<Job | undefined> {
    for (const queue of queuesOfJob(name)) {
      const job = await (this.queues.get(queue) as Queue).getJob(jobId);
      if (job) return job;
    }
    return undefined;
  }

  /** A completed job's opened result and when it finished, for its owner; undefined for anything else. */
  async completed<N extends JobName>(
    name: N,
    jobId: string,
    ownerId: string,
  ): Promise<{ result: JobResult<N>; finishedOn: number } | undefined> {
    let job: Job | undefined;
    let state: string;
    try {
      job = await this.findOnQueues(name, jobId);
      if (!job || job.name !== name || jobOwner(job.data) !== ownerId) return undefined;
      state = await job.getState();
    } catch {
      throw unavailable();
    }
    if (state !== 'completed' || !job.finishedOn) return undefined;
    return { result: this.open(name, job.returnvalue), finishedOn: job.finishedOn };
  }

  /**
   * Removes completed jobs older than `ageMs` from every queue. BullMQ drops a completed job past its
   * age only when a later job of its queue completes; this bounds the stay of the jobs kept long (a
   * data export's archive) on a quiet queue too.
   */
  async removeCompletedBefore(ageMs: number): Promise<number> {
    let removed = 0;
    for (const queue of this.queues.values()) removed += (await queue.clean(ageMs, 1000, 'completed')).length;
    return removed;
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
        ...(state === 'failed' ? failureFields(job.failedReason) : { error: null, errorCode: null }),
      };
    }
    return undefined;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.events.values()].map((e) => e.close()));
    await Promise.all(this.eventConnections.map((c) => c.quit().catch(() => undefined)));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await this.connection.quit().catch(() => undefined);
  }
}
