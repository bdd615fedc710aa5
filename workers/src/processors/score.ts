import { scoreResume } from '@rb/intelligence';
import type { Processors } from '../processor';
import { withinTimeBudget } from '../timeBudget';

/** The score queue. The resume HTML is hostile: the scorer only reads its text and structure, in bounded time. */
export const scoreProcessors: Processors = {
  'resume.score': async (payload, { progress }) => {
    await progress('scoring', 10);
    return withinTimeBudget(() => scoreResume(payload));
  },
};
