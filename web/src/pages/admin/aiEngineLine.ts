import type { AiStatus } from '@rb/contracts';

/**
 * The operations console's line about the AI engine, saying only what is true: the built-in engine has
 * no provider and so no circuit breaker (its report names none; an older worker's said 'closed'), so its
 * line names no circuit; a provider's line names its model, where it came from and its breaker's state.
 */
export function aiEngineLine(ai: AiStatus): string {
  const since = new Date(ai.since).toLocaleString();
  if (ai.engine === 'offline')
    return `Built-in writing assistant; no AI provider configured (reported ${since}).`;
  const where = ai.discovered ? 'local Ollama found at start-up' : 'configured AI provider';
  return `${where}, model ${ai.model ?? 'unknown'}: provider circuit ${ai.circuit ?? 'not reported'} since ${since}`;
}
