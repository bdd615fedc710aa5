import type { ResumeData } from '@rb/contracts';
import { isCareerBreak } from '../text/careerBreaks';
import { type Draft, finding, quote } from './finding';
import { parsedEntries } from './lines';
import { namesOf, openingVerb } from './openingVerb';

/**
 * Openings that report presence or help rather than work done, in their past forms (any tense is
 * compared by its past). Hand-written: no vocabulary in ../shared/data ranks verbs by how much they
 * say, and recruiters' guides name these same few.
 */
const WEAK_VERBS = new Set([
  'helped',
  'assisted',
  'worked',
  'participated',
  'tried',
  'did',
  'was',
  'were',
  'had',
  'got',
  'handled',
]);
/** Openings that are no verb but say the same: "Responsible for", "Duties included", "Tasked with". */
const WEAK_PHRASE =
  /^(?:responsible for|in charge of|duties (?:included|include)|tasked with|involved in|part of)\b/i;

/** A role's bullets opening with the same verb this many times read as a list of one duty. */
const REPEATS_IN_ENTRY = 2;
/** Across the resume, one verb opening this many bullets reads as a template. */
const REPEATS_IN_RESUME = 4;

/** Weak openings, and openings repeated within a role or across the resume. */
export function openingFindings(resume: ResumeData): Draft[] {
  const found: Draft[] = [];
  const acrossResume = new Map<string, number>();
  const names = namesOf(resume);
  for (const entry of parsedEntries(resume)) {
    if (isCareerBreak(entry)) continue;
    const inEntry = new Map<string, number>();
    entry.bullets.forEach((text, line) => {
      const place = { ...entry.place, line };
      const phrase = WEAK_PHRASE.exec(text.trim());
      const opening = phrase ? undefined : openingVerb(text, names);
      if (phrase || (opening && WEAK_VERBS.has(opening.past))) {
        const what = phrase?.[0] ?? opening?.word ?? '';
        found.push(
          finding(
            'weak-opening',
            'suggestion',
            place,
            `${quote(what)} says you were there, not what you did: open with the action you took.`,
            { text },
          ),
        );
        return;
      }
      if (!opening) return;
      const here = (inEntry.get(opening.past) ?? 0) + 1;
      const overall = (acrossResume.get(opening.past) ?? 0) + 1;
      inEntry.set(opening.past, here);
      acrossResume.set(opening.past, overall);
      if (here >= REPEATS_IN_ENTRY || overall >= REPEATS_IN_RESUME)
        found.push(
          finding(
            'repeated-opening',
            'suggestion',
            place,
            here >= REPEATS_IN_ENTRY
              ? `Another bullet of this role already opens with ${quote(opening.word)}: vary the verb.`
              : `${overall} bullets open with ${quote(opening.word)}: vary the verb.`,
            { text },
          ),
        );
    });
  }
  return found;
}
