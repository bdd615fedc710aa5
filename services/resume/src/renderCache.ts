import {
  type FileResult,
  fileResultSchema,
  type JobPayload,
  jobs,
  RENDER_OUTPUT_VERSION,
} from '@rb/contracts';
import { decryptJson, encryptJson, type Keyring, type Logger, type LookupHasher, type Redis } from '@rb/kit';

export interface RenderCacheOptions {
  /** Redis key prefix (the system's QUEUE_PREFIX). */
  prefix: string;
  /** Rendered documents kept per user (the most recently rendered ones); 0 turns the cache off. */
  perUser: number;
  ttlSeconds: number;
}

/** A stored resume's render job: its payload is all that decides the document's bytes. */
type RenderPayload = JobPayload<'resume.render'>;

/**
 * Rendered resume downloads, kept in Redis so that a document is never rendered twice for the same
 * input: the key of a document is a keyed hash (LOOKUP_KEY) of exactly what the render job makes its
 * bytes of (the payload as the worker reads it, defaults applied: resume content, template, format,
 * page size, language) and RENDER_OUTPUT_VERSION. An unchanged resume downloaded again, a resume saved
 * or restored to content already rendered, or another resume of the same user with the same content
 * all find the document without a job. The bytes are sealed under the data keys like job results.
 *
 * Per user, never shared: every key is under `<prefix>:rendered:<user>` (so account erasure finds them
 * by name), and a user's documents are bounded to the `perUser` most recently rendered ones, each
 * expiring after `ttlSeconds`.
 *
 * Correctness never rests on invalidation: a download reads and opens the resume row first (ownership
 * and its current content), so an edited resume cannot meet its old bytes, and a deleted one is a 404
 * before the cache is asked. Each resume keeps the set of documents it was answered with, so `forget`
 * (a resume enhanced or deleted) drops them at once rather than leaving them to expire.
 * The cache is best-effort: a Redis error is logged and the document is rendered as without it.
 */
export class RenderCache {
  constructor(
    private readonly redis: Redis,
    private readonly keyring: Keyring,
    /** Keys documents by a keyed hash, so a key name tells nothing of the content it was made of. */
    private readonly lookupHash: LookupHasher,
    private readonly options: RenderCacheOptions,
    private readonly logger: Logger,
  ) {}

  private userKey = (ownerId: string) => `${this.options.prefix}:rendered:${ownerId}`;
  /** The user's documents by when they were rendered, oldest first: what eviction reads. */
  private recentKey = (ownerId: string) => `${this.userKey(ownerId)}:recent`;
  private documentKey = (ownerId: string, hash: string) => `${this.userKey(ownerId)}:doc:${hash}`;
  /** The documents a resume was answered with, to drop when it is enhanced or deleted. */
  private resumeKey = (ownerId: string, resumeId: string) => `${this.userKey(ownerId)}:resume:${resumeId}`;

  private hashOf(payload: RenderPayload): string {
    const input = jobs['resume.render'].payload.parse(payload);
    return this.lookupHash('rendered-document', JSON.stringify([RENDER_OUTPUT_VERSION, input]));
  }

  /** The document rendered earlier from this payload for this user, if kept; noted as `resumeId`'s. */
  async get(ownerId: string, resumeId: string, payload: RenderPayload): Promise<FileResult | undefined> {
    if (this.options.perUser === 0) return undefined;
    try {
      const hash = this.hashOf(payload);
      const resumeKey = this.resumeKey(ownerId, resumeId);
      // One round trip: a hit is now this resume's too (deleting it drops the document), and a miss is
      // about to be rendered and kept under the same hash.
      const replies = await this.redis
        .multi()
        .get(this.documentKey(ownerId, hash))
        .sadd(resumeKey, hash)
        .expire(resumeKey, this.options.ttlSeconds)
        .exec();
      const sealed = replies?.[0]?.[1] as string | null | undefined;
      return sealed ? fileResultSchema.parse(decryptJson(this.keyring, JSON.parse(sealed))) : undefined;
    } catch (error) {
      this.logger.warn({ err: error }, 'render cache read failed; rendering instead');
      return undefined;
    }
  }

  async put(ownerId: string, resumeId: string, payload: RenderPayload, file: FileResult): Promise<void> {
    if (this.options.perUser === 0) return;
    const { ttlSeconds, perUser } = this.options;
    const recentKey = this.recentKey(ownerId);
    const resumeKey = this.resumeKey(ownerId, resumeId);
    try {
      const hash = this.hashOf(payload);
      const sealed = JSON.stringify(encryptJson(this.keyring, file));
      const replies = await this.redis
        .multi()
        .set(this.documentKey(ownerId, hash), sealed, 'EX', ttlSeconds)
        .sadd(resumeKey, hash)
        .expire(resumeKey, ttlSeconds)
        .zadd(recentKey, Date.now(), hash)
        .expire(recentKey, ttlSeconds)
        // Everything but the newest `perUser` documents is evicted.
        .zrange(recentKey, 0, String(-(perUser + 1)))
        .exec();
      const evicted = (replies?.at(-1)?.[1] as string[] | undefined) ?? [];
      if (evicted.length > 0) {
        await this.redis
          .multi()
          .del(...evicted.map((evictedHash) => this.documentKey(ownerId, evictedHash)))
          .zrem(recentKey, ...evicted)
          .exec();
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'render cache write failed');
    }
  }

  /** Drops the documents a resume was answered with (it was changed or deleted). */
  async forget(ownerId: string, resumeId: string): Promise<void> {
    const resumeKey = this.resumeKey(ownerId, resumeId);
    try {
      const hashes = await this.redis.smembers(resumeKey);
      const drop = this.redis.multi().del(resumeKey);
      if (hashes.length > 0) {
        drop
          .del(...hashes.map((hash) => this.documentKey(ownerId, hash)))
          .zrem(this.recentKey(ownerId), ...hashes);
      }
      await drop.exec();
    } catch (error) {
      this.logger.warn({ err: error }, 'render cache could not drop a resume');
    }
  }
}
