import type { ResumeData } from '@rb/contracts';
import { tenseForRole } from '../ai/offline/rewriteBullet';
import { conjugate, type Tense } from '../text/verbs';
import { type Draft, finding, quote } from './finding';
import { parsedEntries } from './lines';
import { namesOf, type OpeningVerb, openingVerb } from './openingVerb';

/**
 * An undated entry's tense: the one most of its bullets open in (as `tenseForRole` reads it, from the
 * openings the review has already read; a verb whose past is its base tells nothing).
 */
function written(openings: ReadonlyArray<OpeningVerb | undefined>): Tense {
  const past = openings.filter((o) => o?.form === 'past').length;
  const present = openings.filter((o) => o?.form === 'base' || o?.form === 's').length;
  return past > present ? 'past' : 'present';
}

/** Capitalised as the word it replaces is. */
const asWritten = (word: string, like: string) =>
  /^\p{Lu}/u.test(like) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;

/**
 * Tense per entry. A role that has ended is told in the past: a bullet opening in the present
 * ("Manage", "Manages") is flagged, with the past form as a safe fix (only the verb changes). In a current
 * role present duties and past results may mix ("Manage a team of 6"; "Cut costs by 12%"), but the duties
 * keep one form: "Manage" and "Manages" side by side are flagged.
 */
export function tenseFindings(resume: ResumeData): Draft[] {
  const found: Draft[] = [];
  const names = namesOf(resume);
  for (const entry of parsedEntries(resume)) {
    const openings = entry.bullets.map((b) => openingVerb(b, names));
    const tense =
      entry.start.trim() || entry.end?.trim() ? tenseForRole(entry.start, entry.end) : written(openings);
    const presentForms = new Set(
      openings.filter((o) => o?.form === 'base' || o?.form === 's').map((o) => o?.form),
    );
    openings.forEach((opening, line) => {
      if (!opening) return;
      const text = entry.bullets[line] ?? '';
      const place = { ...entry.place, line };
      if (tense === 'past' && (opening.form === 'base' || opening.form === 's')) {
        const after = asWritten(opening.past, opening.word);
        found.push(
          finding(
            'tense',
            'important',
            place,
            `This role has ended, but ${quote(opening.word)} is in the present tense: write ${quote(after)}.`,
            { text, fix: { before: opening.word, after } },
          ),
        );
      } else if (tense === 'present' && opening.form === 's' && presentForms.size > 1) {
        const base = conjugate(opening.word.toLowerCase(), 'present');
        if (!base) return;
        const after = asWritten(base, opening.word);
        found.push(
          finding(
            'tense',
            'suggestion',
            place,
            `The other bullets of this role open like ${quote(after)}: write this one the same way.`,
            { text, fix: { before: opening.word, after } },
          ),
        );
      }
    });
  }
  return found;
}
