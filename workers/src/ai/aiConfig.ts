/** How the workers reach an OpenAI-compatible provider; without `baseURL` the built-in engine answers. */
export interface AiConfig {
  /** OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio). Without it the offline engine answers. */
  baseURL?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs?: number | undefined;
  /** Provider calls one job may make, for every reason together (default 3). */
  callBudget?: number | undefined;
  /** Consecutive provider failures that open the circuit (default 5), and how long it stays open (30 s). */
  breakerFailures?: number | undefined;
  breakerHalfOpenMs?: number | undefined;
  /** While the provider is failing, answer with the offline engine instead of failing the job. */
  fallbackOffline?: boolean | undefined;
  /** Told each time the provider's circuit breaker changes state (the console shows it). */
  onCircuitChange?: ((state: 'closed' | 'open' | 'half-open') => void) | undefined;
  /** Told after each provider call whether it was answered (the console's error rate). */
  onProviderCall?: ((ok: boolean) => void) | undefined;
  maxTokens?: number | undefined;
}
