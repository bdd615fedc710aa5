import { conjugate, leadingVerbs, type Tense, tagWords } from '../../text/verbs';

/**
 * A weak opening, the honest verb that replaces it, and whether a gerund after it is the work itself
 * ("responsible for writing code" → "Wrote code") or only what was supported ("helped with onboarding
 * interns" → "Supported onboarding interns").
 */
type Opener = readonly [RegExp, string, boolean];

/**
 * Weak openings and the honest verb that replaces each. The replacement never claims more than the
 * original: "helped with" becomes "supported", not "led".
 */
const WEAK_OPENERS: ReadonlyArray<Opener> = [
  [/^(?:i\s+)?(?:was|am|were)\s+responsible\s+for\s+/i, 'manage', true],
  [/^responsible\s+for\s+/i, 'manage', true],
  [/^(?:my\s+)?duties\s+(?:included|include|were|are)\s*:?\s*/i, 'perform', true],
  // Only "helped with" is weak: "Helped the team complete the audit" already names what was done.
  [/^(?:i\s+)?helped\s+with\s+/i, 'support', false],
  [/^(?:i\s+)?assisted\s+(?:with|in)\s+/i, 'support', false],
  [/^(?:i\s+)?worked\s+on\s+/i, 'contribute to', false],
  [/^(?:i\s+)?(?:was\s+)?involved\s+in\s+/i, 'contribute to', false],
  [/^(?:i\s+)?participated\s+in\s+/i, 'contribute to', false],
  [/^(?:i\s+)?(?:was\s+)?tasked\s+with\s+/i, 'handle', true],
  [/^(?:i\s+)?(?:was\s+)?in\s+charge\s+of\s+/i, 'lead', true],
  [/^(?:i\s+)?tried\s+my\s+hands?\s+on\s+/i, 'use', false],
];

/** Words that pad a bullet without adding a fact. */
const FILLER: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:successfully|effectively|basically|really|very|actually|just)\s+/gi, ''],
  [/\bwas able to\s+/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\butiliz(?:ed|e|ing)\b/gi, 'used'],
  [/\s{2,}/g, ' '],
];

const FIRST_PERSON_START = /^(?:i|we)\s+(?:have\s+|had\s+)?/i;

export interface RewriteOptions {
  tense: Tense;
}

/**
 * Rewrites one responsibility: weak opening replaced by an action verb, leading verbs in the role's tense
 * (past for past roles, present for the current one), first person and filler removed. Every noun,
 * number and name of the original is kept and nothing is added: suggestions travel beside the text.
 */
export function rewriteBullet(raw: string, options: RewriteOptions): string {
  let text = raw
    .replace(/^[\s•▪◦●*·-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '';
  let verbFromOpener: string | undefined;
  let gerundIsTheWork = false;
  for (const [pattern, verb, gerund] of WEAK_OPENERS) {
    if (pattern.test(text)) {
      text = text.replace(pattern, '');
      verbFromOpener = verb;
      gerundIsTheWork = gerund;
      break;
    }
  }
  text = text.replace(FIRST_PERSON_START, '');
  for (const [pattern, replacement] of FILLER) text = text.replace(pattern, replacement);
  text = text.replace(/\bmy\s+/gi, 'the ').trim();

  // After a weak opening the text is a noun phrase ("Django backend development") or a gerund phrase
  // ("implementing and managing the pipeline"): only gerunds there are verbs to conjugate.
  const words = tagWords(text).map((w) =>
    verbFromOpener
      ? {
          ...w,
          verb:
            gerundIsTheWork &&
            /ing[,;:]?$/i.test(w.text) &&
            conjugate(w.text.replace(/[,;:]$/, ''), 'past') !== undefined,
        }
      : w,
  );
  const run = leadingVerbs(words);
  if (run.length > 0) {
    const out = words.map((w) => w.text);
    for (const i of run) {
      const word = out[i] ?? '';
      const punctuation = /[,;:]$/.exec(word)?.[0] ?? '';
      const verb = conjugate(word.slice(0, word.length - punctuation.length), options.tense);
      if (verb) out[i] = `${verb}${punctuation}`;
    }
    text = out.join(' ');
  } else if (verbFromOpener) {
    const [verb = '', ...particle] = verbFromOpener.split(' ');
    text = [conjugate(verb, options.tense) ?? verb, ...particle, text].join(' ');
  }
  text = text.replace(/[.;,\s]+$/, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * Past tense for roles that ended, present for the current one: an end of "Present", or no end at all
 * unless the start is a single season ("Summer 2022" is an internship that is over).
 */
export function tenseForRole(startDate: string, endDate: string | null | undefined): Tense {
  const end = (endDate ?? '').trim();
  if (/^(?:present|current|now|ongoing)$/i.test(end)) return 'present';
  if (end === '' || /^n\/a$/i.test(end))
    return /^(?:spring|summer|fall|autumn|winter)\b/i.test(startDate.trim()) ? 'past' : 'present';
  return 'past';
}
