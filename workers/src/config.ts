import { queueNames } from '@rb/contracts';
import { loadConfig } from '@rb/kit';
import { z } from 'zod';
import { OLLAMA_DEFAULT_URL } from './ai/discoverOllama';
import { MEMORY_BOUNDS } from './parse/sandbox';
import { defaultPagePoolSize } from './render/pagePoolSize';

const count = (fallback: number) => z.coerce.number().int().min(1).max(256).default(fallback);

/** Every knob of a worker process; operators pick queues and per-queue concurrency here. */
export const workerConfigShape = {
  /**
   * Comma-separated queues this process serves. A process serving `render` serves `document` too
   * (a host that renders PDFs can build DOCX), so DOCX keeps working wherever PDFs do; naming
   * `document` in a light group as well moves most of that work off the Chromium hosts.
   */
  WORKER_QUEUES: z
    .string()
    .default(queueNames.join(','))
    .transform((raw) =>
      raw
        .split(',')
        .map((q) => q.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(queueNames)).min(1))
    .transform((queues) =>
      queues.includes('render') && !queues.includes('document') ? [...queues, 'document' as const] : queues,
    ),
  CONCURRENCY_AI: count(4),
  CONCURRENCY_PARSE: count(1),
  CONCURRENCY_SCORE: count(2),
  CONCURRENCY_RENDER: count(defaultPagePoolSize()),
  /** DOCX builds are a few milliseconds of CPU each; a few at once keep the queue moving. */
  CONCURRENCY_DOCUMENT: count(4),
  /** The ai queue's limiter: at most AI_RATE_MAX jobs per AI_RATE_WINDOW_MS across all ai workers. */
  AI_RATE_MAX: count(20),
  AI_RATE_WINDOW_MS: z.coerce.number().int().min(100).default(1000),
  /** OpenAI-compatible endpoint (OpenAI, Ollama, vLLM…); unset means the built-in offline engine. */
  AI_BASE_URL: z.string().url().optional(),
  /**
   * Without AI_BASE_URL, a local Ollama at OLLAMA_URL is asked at start-up (within a second) and, when it
   * has a model pulled, used as AI_BASE_URL would be. `false` keeps the built-in engine.
   */
  AI_DISCOVER_OLLAMA: z.stringbool().default(true),
  OLLAMA_URL: z.string().url().default(OLLAMA_DEFAULT_URL),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Provider calls per AI job, every retry included (no SDK or BullMQ retries on top). */
  AI_CALL_BUDGET: z.coerce.number().int().min(1).max(6).default(3),
  /** Consecutive provider failures that open the circuit breaker, and seconds before it tries again. */
  AI_BREAKER_FAILURES: z.coerce.number().int().min(1).default(5),
  AI_BREAKER_OPEN_SECONDS: z.coerce.number().int().min(1).default(30),
  /** While the provider is failing, answer AI jobs with the offline engine instead of failing them. */
  AI_FALLBACK_OFFLINE: z.stringbool().default(true),
  CHROMIUM_PATH: z.string().optional(),
  /** Pages kept warm in the render pool: from the cores and the free memory (render/pagePoolSize.ts). */
  RENDER_PAGES: count(defaultPagePoolSize()),
  PARSE_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
  PARSE_MEMORY_MB: z.coerce.number().int().min(32).default(256),
  /** The extraction process's whole memory, its largest inflated stream, and the RSS that retires it. */
  PARSE_TOTAL_MEMORY_MB: z.coerce.number().int().min(128).default(MEMORY_BOUNDS.totalMemoryMb),
  PARSE_MAX_STREAM_MB: z.coerce.number().int().min(1).default(MEMORY_BOUNDS.maxStreamMb),
  PARSE_RECYCLE_ABOVE_MB: z.coerce.number().int().min(64).default(MEMORY_BOUNDS.recycleAboveMb),
  PARSE_MAX_PAGES: count(30),
  PARSE_MAX_CHARS: z.coerce.number().int().min(1000).default(200_000),
  /** Text-extraction processes kept started, and documents each reads before it is replaced. */
  PARSE_POOL_SIZE: count(2),
  PARSE_DOCUMENTS_PER_PROCESS: count(20),
  /**
   * A job's lock lasts this long without renewal; a worker killed mid-job loses it after this, and the
   * stalled check (every STALLED_INTERVAL_MS) hands the job to another worker.
   */
  LOCK_DURATION_MS: z.coerce.number().int().min(1000).default(15_000),
  STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(5_000),
  /**
   * A job's progress reports are held until it has run this long (heldProgress.ts): a quicker job's
   * completion is its only event. 0 sends every report at once.
   */
  PROGRESS_AFTER_MS: z.coerce.number().int().min(0).max(10_000).default(100),
  /** Port of /healthz and /readyz; unset means no health server (e.g. two workers on one host). */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Grace period for in-flight jobs on shutdown before they are handed back. */
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(1000).default(20_000),
};

export const loadWorkerConfig = () => loadConfig(workerConfigShape);
export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;
