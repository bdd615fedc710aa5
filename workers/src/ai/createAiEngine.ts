import type { AiEngine } from '@rb/intelligence';
import { createOfflineEngine } from '@rb/intelligence';
import type { AiConfig } from './aiConfig';
import { createOpenAiEngine } from './openai/openaiEngine';
import { AiUnavailableError } from './openai/providerGuard';

/**
 * The configured OpenAI-compatible provider, or the built-in offline engine when no base URL is set.
 * With `fallbackOffline`, a task the provider cannot serve (circuit open, budget spent on failures) is
 * answered by the offline engine, whose reply says so in its `engine` field.
 */
export function createAiEngine(config: AiConfig = {}): AiEngine {
  const baseURL = config.baseURL?.trim();
  if (!baseURL) return createOfflineEngine();
  const provider = createOpenAiEngine({ ...config, baseURL });
  return config.fallbackOffline ? withFallback(provider, createOfflineEngine()) : provider;
}

function withFallback(primary: AiEngine, fallback: AiEngine): AiEngine {
  const guarded =
    <A extends unknown[], R>(task: (engine: AiEngine) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await task(primary).apply(primary, args);
      } catch (error) {
        if (!(error instanceof AiUnavailableError)) throw error;
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
