import { missingEducationFields, type ResumeData, type Suggestion } from '@rb/contracts';
import { isCareerBreak } from '../text/careerBreaks';
import { statesFigure } from '../text/measurable';

/** Bullets sharing this share of their words say the same thing twice (Jaccard on lower-case words). */
const NEAR_DUPLICATE = 0.7;
const MIN_WORDS = 4;

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * What the user could still improve, pointed at the bullet it concerns: a bullet without a figure (in a
 * role, not a career break), an
 * education entry with an empty field, and a
 * bullet that repeats an earlier one of the same role in other words (kept, because only the user knows
 * which wording to drop). Both engines return these beside the resume, never written into it.
 */
export function suggestionsFor(resume: ResumeData): Suggestion[] {
  const suggestions: Suggestion[] = [];
  resume.experience.forEach((job, experience) => {
    const awayFromWork = isCareerBreak(job);
    const seen: Array<Set<string>> = [];
    job.responsibilities.forEach((text, bullet) => {
      const words = wordsOf(text);
      const earlier = seen.findIndex(
        (w) => words.size >= MIN_WORDS && similarity(w, words) >= NEAR_DUPLICATE,
      );
      if (earlier >= 0) {
        suggestions.push({
          kind: 'near-duplicate',
          message: `This bullet repeats bullet ${earlier + 1} of the same role: keep the stronger wording.`,
          experience,
          bullet,
          text: text.slice(0, 1000),
        });
      }
      seen.push(words);
      // Time away from work ("Parental leave", "Family caregiver") has no results to measure.
      if (!statesFigure(text) && !awayFromWork) {
        suggestions.push({
          kind: 'add-metric',
          message: 'Add a measurable result (a number, percentage, amount or time saved):',
          experience,
          bullet,
          text: text.slice(0, 1000),
        });
      }
    });
  });
  // Entries kept although a field is empty (restoreIncompleteEducation) are flagged, not dropped.
  resume.education.forEach((entry, education) => {
    const missing = missingEducationFields(entry);
    if (missing.length > 0)
      suggestions.push({
        kind: 'missing-field',
        message: `This education entry has no ${missing.join(' or ')} yet: add it, or remove the entry.`,
        education,
      });
  });
  return suggestions.slice(0, 200);
}
