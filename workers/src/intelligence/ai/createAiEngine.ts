import { createOfflineEngine } from './offline/offlineEngine';
import { createOpenAiEngine } from './openai/openaiEngine';
import type { AiConfig, AiEngine } from './types';

/** The configured OpenAI-compatible provider, or the built-in offline engine when no base URL is set. */
export function createAiEngine(config: AiConfig = {}): AiEngine {
  const baseURL = config.baseURL?.trim();
  return baseURL ? createOpenAiEngine({ ...config, baseURL }) : createOfflineEngine();
}
