import { conjugate, formOf, leadingVerbs, tagWords } from '../text/verbs';

/** The verb a bullet opens with, as written and in its past form (the key openings are compared by). */
export interface OpeningVerb {
  /** As written, without trailing punctuation ("Managed"). */
  word: string;
  /** "base" ("Manage"), "past" ("Managed"), "either" ("Set", "Cut"), "s" ("Manages"), "gerund" ("Managing"). */
  form: 'base' | 'past' | 'either' | 's' | 'gerund' | 'other';
  /** Lower-case past form: "managed" for "Manage", "Managed" and "Manages". */
  past: string;
}

/** The opening verb of a bullet, or undefined when it opens with no verb ("Budget of $2M"). */
export function openingVerb(bullet: string): OpeningVerb | undefined {
  const words = tagWords(bullet);
  if (leadingVerbs(words)[0] !== 0) return undefined;
  const word = (words[0]?.text ?? '').replace(/[,;:.]$/, '');
  const lower = word.toLowerCase();
  const past = conjugate(lower, 'past');
  if (!past) return undefined;
  const read = formOf(lower);
  const form =
    read === 'other' && /s$/.test(lower) && conjugate(lower, 'present') !== lower ? 's' : (read ?? 'other');
  return { word, form, past };
}
