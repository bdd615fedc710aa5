import type { Engine } from '@rb/contracts';

/**
 * Which engine wrote a text, said beside it: the built-in one says so, so nobody takes its rules for a
 * language model; a provider's text is said to pass the same checks.
 */
export const engineNote = (engine: Engine): string =>
  engine === 'offline'
    ? 'Built-in writing assistant; no AI provider configured (or it did not answer).'
    : 'Written by the configured AI provider, checked by the same rules as the built-in assistant.';
