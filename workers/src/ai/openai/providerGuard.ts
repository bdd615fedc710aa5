import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
} from 'cockatiel';
import OpenAI from 'openai';
import { aiCircuitState } from '../../metrics';

/** The provider is failing (circuit open, or every call of the job's budget failed in transport). */
export class AiUnavailableError extends Error {
  override name = 'AiUnavailableError';
}

/** Errors that say the provider, not the request, is the problem: worth another call, and counted by the breaker. */
export function isProviderFailure(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionError) return true; // includes timeouts
  if (error instanceof OpenAI.APIError) return error.status === 429 || (error.status ?? 0) >= 500;
  return false;
}

export interface ProviderGuardOptions {
  /** Consecutive provider failures that open the circuit. */
  failuresToOpen: number;
  /** How long it stays open before one trial call is let through. */
  halfOpenAfterMs: number;
  onChange?: ((state: 'closed' | 'open' | 'half-open') => void) | undefined;
  /** Told after each provider call: answered, or failed as the breaker counts it (the console's error rate). */
  onCall?: ((ok: boolean) => void) | undefined;
}

const STATE_NAMES = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
} as const;

/**
 * One circuit breaker (cockatiel) per worker process around every provider call: after a run of
 * failures AI jobs stop calling a provider that is down, for a while, and fail at once instead of each
 * burning its budget and a worker slot on timeouts. Its state is the `rb_ai_circuit_state` gauge.
 */
export function createProviderGuard(options: ProviderGuardOptions) {
  const breaker: CircuitBreakerPolicy = circuitBreaker(handleWhen(isProviderFailure), {
    halfOpenAfter: options.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(options.failuresToOpen),
  });
  aiCircuitState.set({ engine: 'openai' }, CircuitState.Closed);
  breaker.onStateChange((state) => {
    aiCircuitState.set({ engine: 'openai' }, state);
    options.onChange?.(STATE_NAMES[state]);
  });
  const { onCall } = options;
  if (onCall) {
    breaker.onSuccess(() => onCall(true));
    breaker.onFailure(() => onCall(false));
  }
  return {
    /** Runs one provider call; throws AiUnavailableError without calling while the circuit is open. */
    async call<T>(fn: () => Promise<T>): Promise<T> {
      try {
        return await breaker.execute(fn);
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          throw new AiUnavailableError('The AI provider is failing; calls are paused for a moment.');
        }
        throw error;
      }
    },
    get state(): 'closed' | 'open' | 'half-open' {
      return STATE_NAMES[breaker.state];
    },
  };
}
export type ProviderGuard = ReturnType<typeof createProviderGuard>;
