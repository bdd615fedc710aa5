import nlp from 'compromise';
import { withToolCasing } from '../../review/toolCasing';
import { reportsChange } from '../../text/measurable';
import { namesPeopleCaredFor, namesRole } from '../../text/people';
import { opensWithTitledName } from '../../text/titledName';
import {
  conjugate,
  conjugateWord,
  coordinatedVerbs,
  formOf,
  joinedPastClauses,
  leadingVerbs,
  listedAsVerb,
  readsAsNoun,
  type TaggedWord,
  type Tense,
  tagWords,
} from '../../text/verbs';

/**
 * A weak opening, the honest verb that replaces it, and whether a gerund after it is the work itself
 * ("responsible for writing code" → "Wrote code") or only what was supported ("helped with onboarding
 * interns" → "Supported onboarding interns"). Where the verb depends on what follows the opening, it is
 * chosen from that text, and none means the opening stays as written.
 */
type Opener = readonly [RegExp, string | ((rest: string) => string | undefined), boolean];

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
  // "Worked on the billing migration" names the work as concretely as can be said: "Contributed to" would
  // make it a share of someone else's. Only a gerund after it is stronger, being the work itself
  // ("Worked on building the API" → "Built the API").
  [/^(?:i\s+)?worked\s+on\s+/i, 'work on', true],
  [/^(?:i\s+)?(?:was\s+)?involved\s+in\s+/i, 'contribute to', false],
  [/^(?:i\s+)?participated\s+in\s+/i, 'contribute to', false],
  [/^(?:i\s+)?(?:was\s+)?tasked\s+with\s+/i, 'handle', true],
  [/^(?:i\s+)?(?:was\s+)?in\s+charge\s+of\s+/i, 'lead', true],
  [/^(?:i\s+)?tried\s+my\s+hands?\s+on\s+/i, 'use', false],
  // "Did account reconciliations": "do" says only that something was done; made present it reads as an
  // order ("Do account reconciliations"). The work named after it was performed.
  [/^(?:i\s+)?(?:did|do|does|doing)\s+(?!not\b|so\b|it\b|this\b|that\b)(?=\p{L})/iu, 'perform', false],
  // One cares for people ("Cared for 6 patients") and handles a task ("Handled the store opening").
  [
    /^(?:i\s+)?(?:took|take|takes|taking)\s+care\s+of\s+/i,
    (rest) => (namesPeopleCaredFor(rest) ? 'care for' : 'handle'),
    true,
  ],
  // "Was charge nurse on nights": a role held, served in. "Was able to…", "Was promoted…" are no role;
  // "I am …" describes the person ("I am a black belt"), not work done.
  [/^(?:i\s+)?was\s+/i, (rest) => (namesRole(rest) ? 'serve as' : undefined), false],
];

/**
 * Adverbs that pad a bullet without adding a fact. One coordinated with another ("confidently and
 * effectively") is part of what the user claims and stays.
 */
const PADDING_ADVERB =
  /(?<!\b(?:and|or)\s)\b(?:successfully|effectively|basically|really|very|actually|just)\s+(?!(?:and|or)\b)(\p{L})/giu;

/** "utilize" in each of its forms and the plain verb in the same form. */
const USE_FORMS: Record<string, string> = { e: 'use', es: 'uses', ed: 'used', ing: 'using' };

/** Padding dropped and "utilize" made "use"; a word that opened a sentence leaves the next one capitalised. */
function dropPadding(text: string): string {
  const keepCase = (original: string, replacement: string) =>
    /^\p{Lu}/u.test(original) ? `${replacement.charAt(0).toUpperCase()}${replacement.slice(1)}` : replacement;
  return text
    .replace(PADDING_ADVERB, (adverb, next: string) => keepCase(adverb, next))
    .replace(/\bwas able to\s+/gi, '')
    .replace(/\bin order to\b/gi, 'to')
    .replace(/\butiliz(e|es|ed|ing)\b/gi, (word, form: string) =>
      keepCase(word, USE_FORMS[form.toLowerCase()] ?? 'use'),
    )
    .replace(/\s{2,}/g, ' ');
}

/** "I led", "We have built": the subject goes; before "am"/"are" it stays, or "I am a…" reads "Am a…". */
const FIRST_PERSON_START = /^(?:i|we)\s+(?!(?:am|are|was|were)\b)(?:have\s+|had\s+)?/i;
/**
 * "I'm a software test engineer working at…": the person introduced as a noun phrase, told as a resume
 * line is ("Software test engineer working at…"), as the summary's "I am a" goes (`tidyOwnSummary`).
 */
const SELF_INTRODUCTION = /^(?:i am|i['’]m)\s+an?\s+(?=\p{L})/iu;

export interface RewriteOptions {
  tense: Tense;
  /**
   * Words the resume writes as names (`readCasing`): one that opens a bullet names a thing ("Excel
   * dashboards for the sales team" beside "Excel" in the skills), unless compromise lists it as a verb
   * or it is written as a past or a gerund ("Networking with clients" beside "Networking").
   */
  names?: ReadonlySet<string>;
  /** End a one-sentence bullet with a full stop: the resume's own style (`endsBulletsWithStop`). */
  stop?: boolean;
  /**
   * Tools the resume's skills name with capitals, by their lower-case form ("excel" → "Excel", see
   * `skillCasing`): a bullet writing one, or a product O*NET names ("netsuite"), in lower case takes
   * its maker's casing (`withToolCasing`, the review's fix).
   */
  tools?: ReadonlyMap<string, string>;
  /** The dictionary's word test, for telling a tool's lost inner capitals ("Github") from a word. */
  isWord?: (word: string) => boolean;
}

/**
 * Whether the resume's bullets end with a full stop, as most of them do. Either style is right if it
 * is kept throughout; rewriting one into the other is a change on every line that improves none.
 */
export function endsBulletsWithStop(bullets: readonly string[]): boolean {
  const stopped = bullets.filter((b) => /[.!?]["”’)]?\s*$/.test(b)).length;
  return stopped * 2 > bullets.length;
}

/**
 * Rewrites one responsibility: weak opening replaced by an action verb, leading verbs in the role's tense
 * (past for past roles, present for the current one), first person and filler removed. Every noun,
 * number and name of the original is kept and nothing is added: suggestions travel beside the text.
 */
export function rewriteBullet(raw: string, options: RewriteOptions): string {
  let text = withoutGlyph(raw);
  // A label is no sentence: "Key results:" is not "Keyed results:".
  if (!text || isLabel(text)) return text;
  let verbFromOpener: string | undefined;
  let gerundIsTheWork = false;
  // The openings are written in the past; "Help with…" and "Assisting in…" are as weak.
  const past = firstWordInPast(text);
  for (const [pattern, verbFor, gerund] of WEAK_OPENERS) {
    if (!pattern.test(past)) continue;
    const rest = past.replace(pattern, '');
    const verb = typeof verbFor === 'string' ? verbFor : verbFor(rest);
    if (verb === undefined) continue;
    // "Worked on weekends": a time, not a piece of work, follows ("month-end audits" is work); the line
    // stays as written.
    const time = nlp(rest);
    if (time.has('^#Date+$') || time.has('^#Date+ (#Conjunction|#Preposition)')) break;
    // "Worked on to resolve the defects": the verb after "to" is the work itself.
    const infinitive = /^to\s+(?=\p{Ll})/u.exec(rest);
    text = infinitive ? rest.slice(infinitive[0].length) : rest;
    verbFromOpener = infinitive ? undefined : verb;
    gerundIsTheWork = gerund;
    break;
  }
  text = text.replace(SELF_INTRODUCTION, '').replace(FIRST_PERSON_START, '');
  text = dropPadding(text);
  // A weak opening names a duty ("Was responsible for a $2M budget"): only a verb the user opened with
  // can report a result.
  const tense = verbFromOpener ? options.tense : tenseOfLine(text, options.tense);
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
  const opening = words[0];
  const named =
    namedThing(opening?.text ?? '', options.names) ||
    (opening?.verb && opensWithTitledName(text, options.names));
  if (opening && /^\p{Lu}/u.test(opening.text) && named) {
    words[0] = { ...opening, verb: false };
  }
  const run = leadingVerbs(words);
  // A later clause the guard reads as past ("…and secured funding") goes to the present with the opening.
  const clauses = tense === 'present' && run.length > 0 ? joinedPastClauses(words) : [];
  if (run.length > 0)
    text = conjugateRun(words, [...run, ...coordinatedVerbs(words, run), ...clauses], tense);
  else if (verbFromOpener) {
    const [verb = '', ...particle] = verbFromOpener.split(' ');
    text = [conjugate(verb, tense) ?? verb, ...particle, text].join(' ');
  }
  // A bullet of several sentences ("Loaded parts. Unload and measure them") takes one tense throughout,
  // but for a sentence that reports a result in a current role, which keeps its past as a line would
  // ("Review hiring practices. Led the team that cut costs by 14%").
  const [first = '', ...rest] = text.split(SENTENCE_BREAK);
  text = [first, ...rest.map((s) => inTense(s, tenseOfLine(s, options.tense)))].join(' ');
  // A one-sentence bullet ends as the resume's bullets do; one of several keeps its stop, or its last
  // sentence alone would read unfinished ("…were managed on GitOps. All pods ran on EKS").
  text = text.replace(/[.;,\s]+$/, '');
  // A line ending in a colon or a dash ("Highlights:", "Description -") introduces what follows: a stop
  // after it ("Highlights:.") is no sentence's end.
  if ((rest.length > 0 || options.stop) && !/[:\-–—]$/.test(text)) text = `${text}.`;
  text = withToolCasing(text, options.tools ?? new Map(), options.isWord);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * The tense a line takes in its role. In the current role a duty is told in the present ("Manage the
 * budget"), but a line the user wrote in the past that reports a measured change reports a result
 * achieved there ("Reduced shrink from 2.1% to 1.3%", "Led the rollout, training 90 staff in 6 weeks"):
 * made present it would read as a duty still being done, so it keeps its past, as resume guides advise
 * for a current job.
 */
function tenseOfLine(text: string, roleTense: Tense): Tense {
  if (roleTense !== 'present' || !reportsChange(text)) return roleTense;
  const first = /^\p{L}+/u.exec(text)?.[0];
  return first && formOf(first) === 'past' ? 'past' : roleTense;
}

/** The prepositions the weak openings' verbs take ("help with", "assist in", "work on"). */
const OPENING_WITH_PREPOSITION = /^\S+\s+(?:with|in|on)\b/i;

/** The text with its first word in the past where it is a verb ("Helping with" → "helped with"). */
function firstWordInPast(text: string): string {
  const space = text.indexOf(' ');
  const first = space < 0 ? text : text.slice(0, space);
  // Every weak opening is a verb and a preposition; only then is the form read (a parse or more for a
  // word not seen before).
  if (!OPENING_WITH_PREPOSITION.test(text)) return text;
  // Only a base or a gerund: "Duties included…" is a noun, whatever past compromise would make of it.
  const form = formOf(first);
  const past = form === 'base' || form === 'gerund' ? conjugate(first, 'past') : undefined;
  return past === undefined ? text : `${past}${text.slice(first.length)}`;
}

function namedThing(word: string, names: ReadonlySet<string> | undefined): boolean {
  const key = word.replace(/[,;:]$/, '').toLowerCase();
  return !!names?.has(key) && !listedAsVerb(key) && formOf(key) !== 'past' && !/ing$/.test(key);
}

/** A line that is only a label of a word or three ("Key results:", "Description -"): it heads what follows. */
export const isLabel = (text: string) => /^\p{L}+(?: \p{L}+){0,2}(?::|\s+[-–—])$/u.test(text);

/** The bullet's text without its glyph and with single spaces. */
export function withoutGlyph(raw: string): string {
  return (
    raw
      // A bullet glyph: a symbol or icon-font character ("➢", "|"), or one an encoding mangled into
      // replacement characters ("�?�").
      .replace(/^[\s•▪◦●*·|\p{So}\p{Co}\uFFFD?-]+/u, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A stop followed by a capital: where the next sentence of a bullet starts. */
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=\p{Lu})/u;

/** A sentence with its opening verbs in `tense`; one that opens with no verb is returned as written. */
function inTense(sentence: string, tense: Tense): string {
  // Past the first sentence a noun opening is common ("Face recognition is…"): one read so stays, unless
  // it heads a list of verbs ("Unload and measure", a verb compromise does not know).
  const list = /^\S+(?:,|\s+(?:and|&))\s/i.test(sentence);
  if (!list && readsAsNoun(sentence)) return sentence;
  const words = tagWords(sentence);
  const run = leadingVerbs(words);
  return run.length > 0 ? conjugateRun(words, [...run, ...coordinatedVerbs(words, run)], tense) : sentence;
}

/**
 * The words joined back with those at `run` conjugated. A verb whose form does not change keeps the
 * user's spelling, capitals included.
 */
function conjugateRun(words: ReadonlyArray<TaggedWord>, run: readonly number[], tense: Tense): string {
  const out = words.map((w) => w.text);
  for (const i of run) {
    const word = out[i] ?? '';
    const punctuation = /[,;:]$/.exec(word)?.[0] ?? '';
    const bare = word.slice(0, word.length - punctuation.length);
    const tagged = words[i];
    const verb = tagged && conjugateWord(tagged, bare, tense);
    if (verb && verb.toLowerCase() !== bare.toLowerCase()) {
      out[i] = `${/^\p{Lu}/u.test(bare) ? verb.charAt(0).toUpperCase() + verb.slice(1) : verb}${punctuation}`;
    }
  }
  return out.join(' ');
}

/**
 * When a project's work ended, for its tense: one dated by a single year was done that year, not
 * ongoing as a role with only a start is.
 */
export const projectEnd = (project: { start_date?: string; end_date?: string }) =>
  project.end_date || project.start_date || '';

/**
 * Past tense for roles that ended, present for the current one: an end of "Present", or no end at all
 * unless the start is a single season ("Summer 2022" is an internship that is over). A role with no
 * dates at all may be current or long over: it keeps the tense most of its `bullets` are written in.
 */
export function tenseForRole(
  startDate: string,
  endDate: string | null | undefined,
  bullets: readonly string[] = [],
): Tense {
  const end = (endDate ?? '').trim();
  if (/^(?:present|current|now|ongoing)$/i.test(end)) return 'present';
  if (end === '' || /^n\/a$/i.test(end)) {
    if (!startDate.trim()) return writtenTense(bullets);
    return /^(?:spring|summer|fall|autumn|winter)\b/i.test(startDate.trim()) ? 'past' : 'present';
  }
  return 'past';
}

/** The tense most bullets open in as written (a verb whose past is its base, "Led"/"Set", tells nothing). */
function writtenTense(bullets: readonly string[]): Tense {
  let past = 0;
  let present = 0;
  for (const bullet of bullets) {
    const words = tagWords(withoutGlyph(bullet));
    if (leadingVerbs(words).length === 0) continue;
    const form = formOf((words[0]?.text ?? '').replace(/[,;:]$/, ''));
    if (form === 'past') past += 1;
    else if (form === 'base') present += 1;
  }
  return past > present ? 'past' : 'present';
}
