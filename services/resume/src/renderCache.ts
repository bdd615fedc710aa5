import { createHash } from 'node:crypto';
import { type DownloadFormat, fileResultSchema, type TemplateName } from '@rb/contracts';
import { decryptJson, encryptJson, type Keyring, type Logger, type Redis } from '@rb/kit';
import { z } from 'zod';

export interface RenderCacheOptions {
  /** Redis key prefix (the system's QUEUE_PREFIX). */
  prefix: string;
  /** Resumes per user whose rendered documents are kept; 0 turns the cache off. */
  perUser: number;
  ttlSeconds: number;
}

/** What a cached download answers with: the file and the name it is saved under. */
const cachedDownloadSchema = z.object({ file: fileResultSchema, filename: z.string() });
export type CachedDownload = z.infer<typeof cachedDownloadSchema>;

/** What identifies one rendering: the same resume version, template and format give the same bytes. */
export interface Rendering {
  resume: { id: string; updatedAt: string };
  template: TemplateName;
  format: DownloadFormat;
  /** Page size and document language change the bytes too. */
  pageSize?: string;
  lang?: string;
}

/**
 * Rendered resume downloads, kept in Redis so a repeated download skips rendering (and opening the
 * resume: the file name is kept with the bytes). Each user's
 * resumes have a hash of their own (fields keyed by a hash of version, template and format, values
 * sealed under the data keys like job results), bounded to the `perUser` most recently rendered
 * resumes and expiring after `ttlSeconds`.
 *
 * Correctness never rests on invalidation: a download reads the resume row first (ownership and its
 * `updatedAt`), and the field hash contains that version, so an edited resume cannot meet its old
 * bytes, and a deleted one is a 404 before the cache is asked. `forget` only frees the space early.
 * The cache is best-effort: a Redis error is logged and the document is rendered as without it.
 */
export class RenderCache {
  constructor(
    private readonly redis: Redis,
    private readonly keyring: Keyring,
    private readonly options: RenderCacheOptions,
    private readonly logger: Logger,
  ) {}

  private userKey = (ownerId: string) => `${this.options.prefix}:rendered:${ownerId}`;
  private resumeKey = (ownerId: string, resumeId: string) => `${this.userKey(ownerId)}:${resumeId}`;

  private static field({ resume, template, format, pageSize, lang }: Rendering): string {
    return createHash('sha256')
      .update(JSON.stringify([resume.id, resume.updatedAt, template, format, pageSize, lang]))
      .digest('hex');
  }

  async get(ownerId: string, rendering: Rendering): Promise<CachedDownload | undefined> {
    if (this.options.perUser === 0) return undefined;
    try {
      const sealed = await this.redis.hget(
        this.resumeKey(ownerId, rendering.resume.id),
        RenderCache.field(rendering),
      );
      return sealed ? cachedDownloadSchema.parse(decryptJson(this.keyring, JSON.parse(sealed))) : undefined;
    } catch (error) {
      this.logger.warn({ err: error }, 'render cache read failed; rendering instead');
      return undefined;
    }
  }

  async put(ownerId: string, rendering: Rendering, download: CachedDownload): Promise<void> {
    if (this.options.perUser === 0) return;
    const { ttlSeconds, perUser } = this.options;
    const userKey = this.userKey(ownerId);
    const resumeKey = this.resumeKey(ownerId, rendering.resume.id);
    try {
      const replies = await this.redis
        .multi()
        .hset(resumeKey, RenderCache.field(rendering), JSON.stringify(encryptJson(this.keyring, download)))
        .expire(resumeKey, ttlSeconds)
        .zadd(userKey, Date.now(), rendering.resume.id)
        .expire(userKey, ttlSeconds)
        // Everything but the newest `perUser` resumes is evicted.
        .zrange(userKey, 0, String(-(perUser + 1)))
        .exec();
      const evicted = (replies?.at(-1)?.[1] as string[] | undefined) ?? [];
      if (evicted.length > 0) {
        await this.redis
          .multi()
          .del(...evicted.map((id) => this.resumeKey(ownerId, id)))
          .zrem(userKey, ...evicted)
          .exec();
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'render cache write failed');
    }
  }

  /** Drops a resume's documents (it was changed or deleted). */
  async forget(ownerId: string, resumeId: string): Promise<void> {
    try {
      await this.redis
        .multi()
        .del(this.resumeKey(ownerId, resumeId))
        .zrem(this.userKey(ownerId), resumeId)
        .exec();
    } catch (error) {
      this.logger.warn({ err: error }, 'render cache could not drop a resume');
    }
  }
}
