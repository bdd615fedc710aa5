import type { ResumeData } from '@rb/contracts';
import { type Draft, finding } from './finding';
import { bulletEntries } from './lines';

/** Bullets sharing this share of their words say the same thing twice (Jaccard on lower-case words). */
const NEAR_DUPLICATE = 0.7;
/** Shorter bullets share most words by chance ("Managed payroll", "Managed budgets"). */
const MIN_WORDS = 4;

const wordSet = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
const key = (words: ReadonlySet<string>) => [...words].join(' ');

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * A bullet that repeats an earlier one anywhere in the resume: word for word (apart from case and
 * punctuation) it is important and safe to remove; in other words, only the user knows which wording to
 * keep, so it is a suggestion without a fix.
 */
export function duplicateFindings(resume: ResumeData): Draft[] {
  const found: Draft[] = [];
  // Each bullet once by its words (an exact repeat is a lookup); the near ones are compared in pairs,
  // only among bullets long enough to be near-duplicates.
  const exact = new Map<string, string>();
  const seen: Array<{ words: Set<string>; where: string }> = [];
  for (const entry of bulletEntries(resume)) {
    entry.bullets.forEach((text, line) => {
      const words = wordSet(text);
      if (words.size === 0) return;
      const place = { ...entry.place, line };
      const where =
        entry.place.section === 'experience'
          ? `bullet ${line + 1} of ${entry.role || entry.company ? `“${entry.role || entry.company}”` : `role ${(entry.place.entry ?? 0) + 1}`}`
          : `bullet ${line + 1} of “${entry.role || entry.place.section}”`;
      const same = exact.get(key(words));
      if (same) {
        found.push(
          finding('duplicate', 'important', place, `This bullet repeats ${same} word for word: remove it.`, {
            text,
            fix: { before: text, after: '' },
          }),
        );
        return;
      }
      exact.set(key(words), where);
      if (words.size < MIN_WORDS) return;
      const near = seen.find((s) => similarity(s.words, words) >= NEAR_DUPLICATE);
      if (near)
        found.push(
          finding(
            'duplicate',
            'suggestion',
            place,
            `This bullet says what ${near.where} says: keep the stronger wording.`,
            {
              text,
            },
          ),
        );
      seen.push({ words, where });
    });
  }
  return found;
}
