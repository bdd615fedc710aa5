import vm from 'node:vm';
import { JobFailure } from './jobFailure';

/**
 * How long one job may spend parsing or scoring user text. The parsers are linear (the hostile-input
 * test holds each to 500 ms on 100 KB), so this is the net for a pattern that is not.
 */
export const TEXT_TIME_BUDGET_MS = 2000;

/** One reused context: `run` is set before each call, and calls are synchronous, so they never overlap. */
const context = vm.createContext({ run: undefined as (() => unknown) | undefined });
const callRun = new vm.Script('run()');

/**
 * Runs synchronous work on user text with a hard time limit. vm's timeout has V8 interrupt whatever runs
 * on this thread, host code and regular expressions included, so an over-long parse stops mid-pattern;
 * the job then fails for good with INPUT_TOO_COMPLEX and the worker takes its next job. For pure
 * functions only: state half-changed when interrupted would stay so.
 */
export function withinTimeBudget<T>(run: () => T, budgetMs = TEXT_TIME_BUDGET_MS): T {
  context.run = run;
  try {
    return callRun.runInContext(context, { timeout: budgetMs }) as T;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new JobFailure('INPUT_TOO_COMPLEX', `parsing took more than ${budgetMs} ms`);
    }
    throw error;
  } finally {
    context.run = undefined;
  }
}
