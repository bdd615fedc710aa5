import type { ResumeData } from '@rb/contracts';
import { readCasing } from '../ai/offline/proseCase';
import { opensWithTitledName } from '../text/titledName';
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

/** Read once per text: the tense and the openings checks both ask, and tagging is the review's cost. */
const cache = new Map<string, OpeningVerb | undefined>();

/**
 * The names a resume's skills give as one word ("Jira", "Excel"), as Enhance reads them: a bullet that
 * opens with a verb and one of them ("Administer Jira for 3 teams") names no project.
 */
export const namesOf = (resume: ResumeData): ReadonlySet<string> => readCasing('', resume.skills).names;

/**
 * The opening verb of a bullet, or undefined when it opens with no verb ("Budget of $2M") or with a
 * project named in Title Case ("Chat Bot using AWS LEX"), read as Enhance reads it, so the review never
 * offers "Chatted Bot" as a fix where Enhance keeps the name.
 */
export function openingVerb(bullet: string, names: ReadonlySet<string> = new Set()): OpeningVerb | undefined {
  let read: OpeningVerb | undefined;
  if (cache.has(bullet)) read = cache.get(bullet);
  else {
    // A verb is letters only: a code, a figure or a symbol opening the line needs no parse.
    read = /^\p{L}+[,;:.]?(?:\s|$)/u.test(bullet.trim()) ? readOpening(bullet) : undefined;
    if (cache.size > 20_000) cache.clear();
    cache.set(bullet, read);
  }
  return read && opensWithTitledName(bullet.trim(), names) ? undefined : read;
}

function readOpening(bullet: string): OpeningVerb | undefined {
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
