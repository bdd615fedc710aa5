import type { GuardReason } from '@rb/contracts';
import {
  conjugate,
  coordinatedVerbs,
  formOf,
  joinedPastClauses,
  leadingVerbs,
  type Tense,
  tagWords,
} from '../../text/verbs';
import type { Speller } from './speller';

export interface GuardViolation {
  reason: GuardReason;
  /** The word, figure or name that broke the rule. */
  detail: string;
}

export interface GuardContext {
  /**
   * The real-English dictionary. The product always passes one (the worker runtime loads it); without
   * one the word check is skipped, since every new word, "Managed" for "Manage" too, would fail it.
   */
  speller?: Speller | undefined;
  /**
   * Lower-case words the rewrite may use although the dictionary lacks them: the whole resume's
   * (its names, tools and spellings are the user's own).
   */
  vocabulary?: ReadonlySet<string> | undefined;
  /** Lower-case words of names the rewrite may mention beside its input's own: its entry's employer and title. */
  names?: ReadonlySet<string> | undefined;
  /** The tense the entry is told in: past for an ended role. */
  tense?: Tense | undefined;
  /**
   * True for a line rewritten from one line (every fact of the input must stay); false for a summary
   * or a letter written from a whole resume (it says only some of them, and adds none).
   */
  complete: boolean;
}

const WORD = /[\p{L}][\p{L}\p{M}\p{N}'’.-]*[\p{L}\p{M}\p{N}]|[\p{L}]/gu;
/** A figure with what it counts ("$2.5M", "20%", "3x", "40"). */
const FIGURE = /[$€£]?\d+(?:[.,]\d+)*\s?(?:%|[kmb]n?\b|x\b)?/gi;
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen)\b/gi;
const URL = /\b(?:https?:\/\/|www\.)\S*[^\s.,;:!?)]|\b[\w.+-]+@[\w-]+\.[\w.]+\b/gi;
/** Markup, template placeholders and bracketed notes: never a rewrite's own. */
const MARKUP =
  /<\/?[a-z!][^>]*>|&(?:[a-z]+|#\d+);|\{\{|\}\}|\[[^\]]{0,80}\]|\((?:add|insert|todo|tbd)\b[^)]*\)|lorem ipsum|\b(?:TODO|TBD|XXX+)\b|\*\*|__/gi;

const lower = (words: Iterable<string>) => new Set([...words].map((w) => w.toLowerCase()));
const figures = (text: string) =>
  new Set(
    [...(text.match(FIGURE) ?? []), ...(text.match(NUMBER_WORD) ?? [])].map((f) =>
      f.toLowerCase().replace(/\s/g, ''),
    ),
  );

/** Every string of an input, joined: what a summary or a letter may draw its words and facts from. */
export const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(textOf).join('\n')
      : value && typeof value === 'object'
        ? Object.values(value).map(textOf).join('\n')
        : '';

/** The lower-case words of a text, as the guard splits them (also the vocabulary a caller builds). */
export function wordsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.match(WORD) ?? []) {
    const key = word.toLowerCase().replace(/['’]s$/, '');
    out.add(key);
    // Its parts too: "data-driven", "posquit0" (a handle's letters), "DOI10.1109", "O’Connor" (the
    // names check splits a name at its apostrophe), and a dotted name's hyphenated part as written
    // ("ceus-nursing" of "www.ceus-nursing.com").
    for (const joined of key.split(/[.'’]/)) out.add(joined);
    for (const part of key.split(/[-.'’]/)) {
      out.add(part);
      for (const letters of part.split(/\p{N}+/u)) out.add(letters);
    }
    out.delete('');
  }
  return out;
}

/** The capitalised words of a letter's salutation, the same for every applicant. */
const FRAME = new Set(['hiring', 'manager', 'team']);

/**
 * The names a text states: words with a capital inside ("NetSuite", "MBA", "B.S."), and capitalised
 * words not opening a sentence ("at Bramblewood", "from Lakeside University"). A capital opening a
 * sentence says nothing unless the dictionary knows the word only as a name ("Google built…").
 */
function namesIn(text: string, speller: Speller | undefined): string[] {
  const out: string[] = [];
  let opening = true;
  for (const token of text.split(/\s+/)) {
    // "IaC(Infrastructure", "AWS/GCP": each part a word of its own.
    for (const part of token.split(/[()[\]{}/\\|+]+/)) {
      const word = part
        .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '')
        .replace(/\.$/, '')
        .replace(/['’]s$/i, '');
      // "I" is no name, nor its contractions ("I'm", "I've"); nor is a letter's frame ("Dear Hiring Manager").
      const pronoun = /^I(?:['’](?:m|ve|d|ll))?$/.test(word);
      if (word && !pronoun && /^\p{Lu}/u.test(word) && !FRAME.has(word.toLowerCase())) {
        const inner = /\p{Lu}/u.test(word.slice(1));
        const nameOnly = speller !== undefined && !speller.knows(word.toLowerCase());
        if (inner || !opening || nameOnly) out.push(word);
      }
    }
    if (/[\p{L}\p{N}]/u.test(token)) opening = /[.!?:;]["”’)]?$/.test(token);
  }
  return out;
}

/**
 * Whether a capitalised word is a verb the other text capitalises too in another form: "Created and
 * Maintained" told as "Create and Maintain", or "Analyzing" as "Analyze", changes a tense, not a name.
 */
function retensed(name: string, other: string, speller: Speller | undefined): boolean {
  const verb = (word: string) => ['past', 'base', 'gerund'].includes(formOf(word) ?? '');
  if (!/^\p{L}+$/u.test(name) || !verb(name)) return false;
  const base = conjugate(name.toLowerCase(), 'present');
  return namesIn(other, speller).some((w) => verb(w) && conjugate(w.toLowerCase(), 'present') === base);
}

const bare = (word: string | undefined) => (word ?? '').replace(/[,;:.]$/, '');

/**
 * The tense forms ("base", "past") of the verbs a line opens with and those "and" joins to them, as
 * compromise reads them; after a base-form opening, a word written only as a past right after "and"
 * that opens a clause counts too ("Run 40 sessions and turned findings into…"), where compromise takes
 * it for an adjective. The guard would rather keep the user's line than pass a
 * sentence in two tenses.
 */
function tenses(line: string): Set<string> {
  const words = tagWords(line);
  const run = leadingVerbs(words);
  if (run.length === 0) return new Set();
  const forms = new Set<string>();
  for (const i of [...run, ...coordinatedVerbs(words, run)]) {
    const form = formOf(bare(words[i]?.text));
    if (form === 'base' || form === 'past') forms.add(form);
  }
  // Only a clause that goes on past its object ("turned findings into design changes"): a participle
  // before a line's last noun describes it ("Handle returns and damaged goods").
  if (forms.has('base') && joinedPastClauses(words).length > 0) forms.add('past');
  return forms;
}

/**
 * Whether `after` may replace `before`: every word is in the input or in a real English dictionary
 * ("Saled" is neither), every fact of the input is kept (a complete rewrite) and none is added
 * (figures with their units, URLs, names: employers, titles, degrees, institutions, certifications),
 * the line is told in one tense (past in an ended role), and it holds no markup, placeholder or
 * bracketed note the input did not. An unchanged line passes: it is the user's own.
 */
export function checkRewrite(before: string, after: string, context: GuardContext): GuardViolation[] {
  if (after === before) return [];
  const found: GuardViolation[] = [];
  const add = (reason: GuardReason, detail: string) => {
    if (found.length < 10) found.push({ reason, detail });
  };
  const input = wordsOf(before);
  const known = (w: string) => input.has(w) || context.vocabulary?.has(w) === true;
  const strangers = new Set<string>();
  // A URL's parts are no words; the URL itself is checked as a fact below.
  for (const word of after.replace(URL, ' ').match(WORD) ?? []) {
    const key = word.toLowerCase().replace(/['’]s$/, '');
    if (known(key) || key.split(/[-.]/).every((p) => !p || known(p))) continue;
    if (context.speller && !context.speller.knows(word)) strangers.add(word);
  }
  for (const word of strangers) add('non-word', word);
  const [figuresBefore, figuresAfter] = [figures(before), figures(after)];
  for (const f of figuresAfter) if (!figuresBefore.has(f)) add('fact-added', f);
  const [urlsBefore, urlsAfter] = [lower(before.match(URL) ?? []), lower(after.match(URL) ?? [])];
  for (const u of urlsAfter) if (!urlsBefore.has(u)) add('fact-added', u);
  const allowedNames = new Set([...input, ...(context.names ?? [])]);
  for (const name of namesIn(after, context.speller)) {
    if (strangers.has(name)) continue;
    const parts = name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (!parts.every((p) => allowedNames.has(p)) && !retensed(name, before, context.speller))
      add('fact-added', name);
  }
  if (context.complete) {
    const output = wordsOf(after);
    for (const f of figuresBefore) if (!figuresAfter.has(f)) add('fact-dropped', f);
    for (const u of urlsBefore) if (!urlsAfter.has(u)) add('fact-dropped', u);
    for (const name of namesIn(before, context.speller)) {
      const parts = name
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      if (!parts.every((p) => output.has(p)) && !retensed(name, after, context.speller))
        add('fact-dropped', name);
    }
  }
  const markupBefore = lower(before.match(MARKUP) ?? []);
  for (const m of after.match(MARKUP) ?? []) if (!markupBefore.has(m.toLowerCase())) add('markup', m);
  if (context.tense) {
    const forms = tenses(after);
    if (forms.size > 1) add('mixed-tense', after.split(' ').slice(0, 4).join(' '));
    else if (context.tense === 'past' && forms.has('base') && !tenses(before).has('base'))
      add('mixed-tense', after.split(' ')[0] ?? '');
  }
  return found;
}
