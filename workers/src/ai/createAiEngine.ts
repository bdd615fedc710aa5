import type { AiEngine, GuardViolation, Speller } from '@rb/intelligence';
import { createOfflineEngine, guardedEngine } from '@rb/intelligence';
import type { AiConfig } from './aiConfig';
import { createOpenAiEngine } from './openai/openaiEngine';
import { AiUnavailableError } from './openai/providerGuard';
import { AiOutputError } from './openai/structuredCall';

export interface EngineGuard {
  /** The real-English dictionary every rewrite is checked against (`loadSpeller`). */
  speller?: Speller | undefined;
  /** Told of each rewrite the guard refused; the worker counts them for the operations console. */
  onReject?: ((violations: GuardViolation[]) => void) | undefined;
}

/**
 * The configured OpenAI-compatible provider, or the built-in offline engine when no base URL is set;
 * either behind the same output guard and sanitiser. With `fallbackOffline` (the worker's default), a task the
 * provider cannot serve (down, too slow, a malformed reply) or whose answer the guard refuses is
 * answered by the offline engine, whose reply says so in its `engine` field.
 */
export function createAiEngine(config: AiConfig = {}, guard: EngineGuard = {}): AiEngine {
  const options = {
    speller: guard.speller,
    onReject: guard.onReject && ((v: GuardViolation[]) => guard.onReject?.(v)),
  };
  const offline = createOfflineEngine(options);
  const baseURL = config.baseURL?.trim();
  if (!baseURL) return guardedEngine(offline, options);
  const provider = createOpenAiEngine({ ...config, baseURL }, options);
  if (!config.fallbackOffline) return guardedEngine(provider, options);
  return guardedEngine(withFallback(provider, offline), { ...options, fallback: offline });
}

function withFallback(primary: AiEngine, fallback: AiEngine): AiEngine {
  const guarded =
    <A extends unknown[], R>(task: (engine: AiEngine) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await task(primary).apply(primary, args);
      } catch (error) {
        if (!(error instanceof AiUnavailableError || error instanceof AiOutputError)) throw error;
        return task(fallback).apply(fallback, args);
      }
    };
  return {
    engine: primary.engine,
    enhanceResume: guarded((e) => e.enhanceResume),
    enhanceText: guarded((e) => e.enhanceText),
    expandEditor: guarded((e) => e.expandEditor),
    summarize: guarded((e) => e.summarize),
    coverLetter: guarded((e) => e.coverLetter),
    tailorSummary: guarded((e) => e.tailorSummary),
  };
}
