import { reviewResume, scoreResume } from '@rb/intelligence';
import { loadSpeller } from '../ai/loadSpeller';
import type { Processors } from '../processor';
import { withinTimeBudget } from '../timeBudget';

/**
 * The review parses up to 300 bullets with compromise (review/lines.ts): about half a second on the
 * largest resume the schema allows on an idle core, seconds on a loaded one, so it has more time than a
 * parse; still a hard stop.
 */
const REVIEW_TIME_BUDGET_MS = 8000;

/**
 * The score queue. The resume HTML is hostile: the scorer only reads its text and structure, in bounded
 * time. The review is as light (a pass over the resume's lines with the dictionary, loaded once per
 * process), and needs no AI use.
 */
export const scoreProcessors: Processors = {
  'resume.score': async (payload, { progress }) => {
    await progress('scoring', 10);
    return withinTimeBudget(() => scoreResume(payload));
  },
  'resume.review': async ({ resumeData }, { progress }) => {
    await progress('reviewing', 10);
    const speller = await loadSpeller();
    return withinTimeBudget(
      () => ({ findings: reviewResume(resumeData, { speller }) }),
      REVIEW_TIME_BUDGET_MS,
    );
  },
};
