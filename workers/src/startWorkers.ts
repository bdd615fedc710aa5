import type { AiStatus, QueueName } from '@rb/contracts';
import {
  aiStatusKey,
  createKeyring,
  createQueue,
  createRedis,
  type Logger,
  recordAiCall,
  recordGuardRefusal,
} from '@rb/kit';
import type { Worker } from 'bullmq';
import { createAiEngine } from './ai/createAiEngine';
import { discoverOllama } from './ai/discoverOllama';
import { loadSpeller } from './ai/loadSpeller';
import { DEFAULT_MODEL } from './ai/openai/openaiEngine';
import type { WorkerConfig } from './config';
import { startHealthServer } from './health';
import { watchQueueDepth } from './metrics';
import { PdfSandbox } from './parse/sandbox';
import type { Processors } from './processor';
import { aiProcessors } from './processors/ai';
import { parseProcessors } from './processors/parse';
import { renderProcessors } from './processors/render';
import { scoreProcessors } from './processors/score';
import { createQueueWorker } from './queueWorker';
import { BrowserPool } from './render/browserPool';
import { locateChromium } from './render/chromium';
import { warmDocx } from './render/docx/document';
import { unavailablePdfRenderer } from './render/pdfRenderer';

/** How long start-up waits for a local Ollama to list its models: a host without one starts at once. */
const OLLAMA_PROBE_MS = 1000;

export interface RunningWorkers {
  workers: Worker[];
  /** Stops taking jobs, lets in-flight ones finish (or hands them back after the deadline), frees resources. */
  close(): Promise<void>;
}

/** Starts one BullMQ worker per configured queue, with the resources only that queue needs. */
export async function startWorkers(config: WorkerConfig, logger: Logger): Promise<RunningWorkers> {
  const keyring = createKeyring(config);
  const connection = createRedis(config.REDIS_URL);
  const cleanups: (() => Promise<void>)[] = [];
  /** Why this process cannot do all its work (it keeps doing the rest); /readyz reports them. */
  const problems: string[] = [];

  const setups: Record<QueueName, () => Promise<{ processors: Processors; concurrency: number }>> = {
    ai: async () => {
      const speller = await loadSpeller();
      // A provider set by the operator wins; without one, a local Ollama found at start-up is used alike.
      const found =
        config.AI_BASE_URL || !config.AI_DISCOVER_OLLAMA
          ? undefined
          : await discoverOllama(config.OLLAMA_URL, OLLAMA_PROBE_MS, config.AI_MODEL);
      if (found) logger.info({ baseURL: found.baseURL, model: found.model }, 'local Ollama found');
      const baseURL = config.AI_BASE_URL ?? found?.baseURL;
      const model = found?.model ?? config.AI_MODEL;
      const engine = createAiEngine(
        {
          baseURL,
          apiKey: config.AI_API_KEY,
          model,
          timeoutMs: config.AI_TIMEOUT_MS,
          callBudget: config.AI_CALL_BUDGET,
          breakerFailures: config.AI_BREAKER_FAILURES,
          breakerHalfOpenMs: config.AI_BREAKER_OPEN_SECONDS * 1000,
          fallbackOffline: config.AI_FALLBACK_OFFLINE,
          onCircuitChange: (circuit) => {
            logger.warn({ circuit }, 'AI provider circuit breaker');
            reportAi(circuit);
          },
          onProviderCall: (ok) =>
            void recordAiCall(connection, config.QUEUE_PREFIX, ok).catch(() => undefined),
        },
        {
          speller,
          // Each refused rewrite is counted for the operations console, once per reason.
          onReject: (violations) =>
            void recordGuardRefusal(
              connection,
              config.QUEUE_PREFIX,
              violations.map((v) => v.reason),
            ).catch(() => undefined),
        },
      );
      // For the operations console: the engine in use and its provider's breaker, newest report wins.
      const reportAi = (circuit: AiStatus['circuit']) => {
        const status: AiStatus = {
          engine: engine.engine,
          model: engine.engine === 'openai' ? (model ?? DEFAULT_MODEL) : null,
          discovered: found !== undefined,
          circuit,
          since: new Date().toISOString(),
        };
        connection.set(aiStatusKey(config.QUEUE_PREFIX), JSON.stringify(status)).catch(() => undefined);
      };
      // A provider's breaker starts closed; the built-in engine calls no provider and has no breaker.
      reportAi(engine.engine === 'openai' ? 'closed' : null);
      logger.info({ engine: engine.engine }, 'ai engine');
      return { processors: aiProcessors(engine), concurrency: config.CONCURRENCY_AI };
    },
    score: async () => ({ processors: scoreProcessors, concurrency: config.CONCURRENCY_SCORE }),
    parse: async () => {
      const sandbox = new PdfSandbox(
        {
          timeoutMs: config.PARSE_TIMEOUT_MS,
          memoryMb: config.PARSE_MEMORY_MB,
          maxPages: config.PARSE_MAX_PAGES,
          maxChars: config.PARSE_MAX_CHARS,
          totalMemoryMb: config.PARSE_TOTAL_MEMORY_MB,
          maxStreamMb: config.PARSE_MAX_STREAM_MB,
          recycleAboveMb: config.PARSE_RECYCLE_ABOVE_MB,
        },
        { poolSize: config.PARSE_POOL_SIZE, documentsPerProcess: config.PARSE_DOCUMENTS_PER_PROCESS },
      );
      sandbox.warm();
      cleanups.push(async () => sandbox.close());
      // The dictionary mends words a PDF's line broke at a hyphen; loaded once per process.
      const speller = await loadSpeller();
      return { processors: parseProcessors(sandbox, speller), concurrency: config.CONCURRENCY_PARSE };
    },
    // No browser here: DOCX only (queueOf sends every PDF to `render`).
    document: async () => {
      await warmDocx();
      return {
        processors: renderProcessors(unavailablePdfRenderer),
        concurrency: config.CONCURRENCY_DOCUMENT,
      };
    },
    render: async () => {
      const concurrency = config.CONCURRENCY_RENDER;
      const degraded = (problem: string) => {
        problems.push(`PDF rendering unavailable: ${problem}`);
        logger.warn({ problem }, 'PDF rendering unavailable; DOCX still renders, PDF requests get a 503');
        return { processors: renderProcessors(unavailablePdfRenderer), concurrency };
      };
      const chromium = locateChromium(config.CHROMIUM_PATH);
      if ('problem' in chromium) return degraded(chromium.problem);
      const pool = new BrowserPool({
        executablePath: chromium.path,
        size: config.RENDER_PAGES,
        onEvent: (event, detail) => logger.info({ event, detail }, 'chromium'),
      });
      try {
        await pool.warm();
      } catch (error) {
        await pool.close();
        return degraded(`${chromium.path} did not start (${(error as Error).message.split('\n')[0]})`);
      }
      cleanups.push(() => pool.close());
      return { processors: renderProcessors(pool), concurrency };
    },
  };

  const workers: Worker[] = [];
  for (const queue of new Set(config.WORKER_QUEUES)) {
    const { processors, concurrency } = await setups[queue]();
    workers.push(
      createQueueWorker({
        queue,
        processors,
        keyring,
        connection,
        prefix: config.QUEUE_PREFIX,
        concurrency,
        lockDurationMs: config.LOCK_DURATION_MS,
        stalledIntervalMs: config.STALLED_INTERVAL_MS,
        progressAfterMs: config.PROGRESS_AFTER_MS,
        limiter: queue === 'ai' ? { max: config.AI_RATE_MAX, duration: config.AI_RATE_WINDOW_MS } : undefined,
        logger: logger.child({ queue }),
      }),
    );
  }
  // Queue handles for the metrics scrape's depth counts (a Worker has no count methods).
  const depthQueues = [...new Set(config.WORKER_QUEUES)].map((queue) =>
    createQueue(queue, connection, config.QUEUE_PREFIX),
  );
  const unwatch = depthQueues.map(watchQueueDepth);
  const health = config.HEALTH_PORT
    ? await startHealthServer(config.HEALTH_PORT, connection, workers, problems, config.HOST)
    : undefined;
  logger.info(
    { queues: config.WORKER_QUEUES, prefix: config.QUEUE_PREFIX, health: config.HEALTH_PORT },
    'workers started',
  );

  return {
    workers,
    async close() {
      health?.close();
      for (const stop of unwatch) stop();
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(depthQueues.map((q) => q.close()));
      for (const cleanup of cleanups) await cleanup();
      await connection.quit().catch(() => undefined);
    },
  };
}
