import type { ResumeData } from '@rb/contracts';
import { isCareerBreak } from '../text/careerBreaks';
import { statesFigure } from '../text/measurable';
import { type Draft, finding } from './finding';
import { bulletEntries } from './lines';

/**
 * A role's bullet with no figure (a number, a percentage, an amount, a time): a recruiter reads it as a
 * duty, not a result. Time away from work ("Parental leave") has no results to measure.
 */
export function resultFindings(resume: ResumeData): Draft[] {
  const found: Draft[] = [];
  for (const entry of bulletEntries(resume)) {
    if (entry.place.section !== 'experience' || isCareerBreak(entry)) continue;
    entry.bullets.forEach((text, line) => {
      if (text.trim() && !statesFigure(text))
        found.push(
          finding(
            'no-result',
            'suggestion',
            { ...entry.place, line },
            'Add a measurable result (a number, percentage, amount or time saved).',
            { text },
          ),
        );
    });
  }
  return found;
}
