import type { JobName, jobs } from '@rb/contracts';
import type { z } from 'zod';

/** What a processor may do besides computing its result: report progress at meaningful points. */
export interface JobContext {
  progress(stage: string, percent: number): Promise<void>;
}

/** Turns one job's validated payload into its result. Throwing retries; UnrecoverableError does not. */
export type Processor<N extends JobName> = (
  payload: z.infer<(typeof jobs)[N]['payload']>,
  context: JobContext,
) => Promise<z.input<(typeof jobs)[N]['result']>>;

/** The processors one queue serves, by job name. */
export type Processors = { [N in JobName]?: Processor<N> };
