import { inflect, type Tense } from '../../text/verbs';

/**
 * Weak openings and the honest verb that replaces each. The replacement never claims more than the
 * original: "helped with" becomes "supported", not "led".
 */
const WEAK_OPENERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:i\s+)?(?:was|am|were)\s+responsible\s+for\s+/i, 'manage'],
  [/^responsible\s+for\s+/i, 'manage'],
  [/^(?:my\s+)?duties\s+(?:included|include|were|are)\s*:?\s*/i, 'perform'],
  [/^(?:i\s+)?helped\s+(?:with\s+|to\s+)?/i, 'support'],
  [/^(?:i\s+)?assisted\s+(?:with|in)\s+/i, 'support'],
  [/^(?:i\s+)?worked\s+on\s+/i, 'contribute to'],
  [/^(?:i\s+)?(?:was\s+)?involved\s+in\s+/i, 'contribute to'],
  [/^(?:i\s+)?participated\s+in\s+/i, 'contribute to'],
  [/^(?:i\s+)?(?:was\s+)?tasked\s+with\s+/i, 'handle'],
  [/^(?:i\s+)?(?:was\s+)?in\s+charge\s+of\s+/i, 'lead'],
  [/^(?:i\s+)?tried\s+my\s+hands?\s+on\s+/i, 'use'],
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
const NUMBER = /\d/;

export interface RewriteOptions {
  tense: Tense;
  /** Add "[add a measurable result]" where the bullet has no figure (editor text only, never stored). */
  suggestMetrics: boolean;
}

export const METRIC_PROMPT = '[add a measurable result]';

/**
 * Rewrites one responsibility: weak opening replaced by an action verb, leading verb in the role's tense
 * (past for past roles, present for the current one), first person and filler removed. Every noun,
 * number and name of the original is kept; nothing is added except, when asked, a visible prompt.
 */
export function rewriteBullet(raw: string, options: RewriteOptions): string {
  let text = raw
    .replace(/^[\s•▪◦●*·-]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '';
  let verbFromOpener: string | undefined;
  for (const [pattern, verb] of WEAK_OPENERS) {
    if (pattern.test(text)) {
      text = text.replace(pattern, '');
      verbFromOpener = verb;
      break;
    }
  }
  text = text.replace(FIRST_PERSON_START, '');
  for (const [pattern, replacement] of FILLER) text = text.replace(pattern, replacement);
  text = text.replace(/\bmy\s+/gi, 'the ').trim();

  const words = text.split(' ');
  // "Design of the new layout" starts with a noun, not a verb.
  const leading =
    words[1] === 'of' ? undefined : inflect((words[0] ?? '').replace(/[,:;]$/, ''), options.tense);
  if (leading) {
    text = inflectLeadingVerbs(words, options.tense).join(' ');
  } else if (verbFromOpener) {
    const [verb = '', ...particle] = verbFromOpener.split(' ');
    const inflected = inflect(verb, options.tense) ?? verb;
    text = [inflected, ...particle, text].join(' ');
  }
  text = text.replace(/[.;,\s]+$/, '');
  text = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  if (options.suggestMetrics && !NUMBER.test(text)) text = `${text} ${METRIC_PROMPT}`;
  return text;
}

/**
 * The run of verbs a bullet opens with, all in the wanted tense: "Enhancing, auditing and maintaining
 * the framework" → "Enhanced, audited and maintained the framework".
 */
function inflectLeadingVerbs(words: readonly string[], tense: Tense): string[] {
  const out = [...words];
  let afterAnd = false;
  for (let i = 0; i < out.length; i += 1) {
    const word = out[i] ?? '';
    if (i > 0 && (word === 'and' || word === '&')) {
      afterAnd = true;
      continue;
    }
    const punctuation = /[,;:]$/.exec(word)?.[0] ?? '';
    const verb = inflect(word.slice(0, word.length - punctuation.length), tense);
    if (!verb) break;
    out[i] = `${verb}${punctuation}`;
    // The verb after "and" closes the list: "presented research findings" keeps its noun.
    if (afterAnd) break;
  }
  return out;
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
