import nlp from 'compromise';
import { LEXICON, lexiconTags } from '../text/compromiseLexicon';

const NONE: ReadonlySet<string> = new Set();
/** Words of context on each side of an asked word: enough for compromise, bounded for long sentences. */
const CONTEXT = 5;

/**
 * compromise's tags ("Verb", "Adjective", "Noun", "Actor"…) for a sentence's words (as our tokenizer reads
 * them), each read in a window of its sentence ("Draft pleadings" opens with a verb, "legal drafting" is a
 * noun). Tagging is the costly step (compromise's cost grows with the words it reads, and scraped postings
 * run sentences of hundreds of words together), so it runs only for the words asked about, once per
 * window. When compromise splits or joins a window's words differently, they get no tags, and nothing is
 * read from them.
 */
export class SentenceTags {
  private readonly tags: Array<ReadonlySet<string> | undefined> = [];

  /** `title`: the posting's title line, a noun phrase whose words are read as nothing else. */
  constructor(
    private readonly words: readonly string[],
    private readonly title = false,
  ) {}

  /** Is there a word at `i`? */
  has(i: number): boolean {
    return i >= 0 && i < this.words.length;
  }

  /** The word at `i` (lower case), or '' outside the sentence. */
  word(i: number): string {
    return this.words[i] ?? '';
  }

  at(i: number): ReadonlySet<string> {
    if (this.title || !this.has(i)) return NONE;
    if (!this.tags[i]) {
      const from = Math.max(0, i - CONTEXT);
      const window = this.words.slice(from, i + CONTEXT + 1);
      const terms = tagged(window.map((w, k) => spelledOut(w, window[k - 1])).join(' ')).docs.flat();
      window.forEach((_, k) => {
        this.tags[from + k] ??= terms.length === window.length ? (terms[k]?.tags ?? NONE) : NONE;
      });
    }
    return this.tags[i] ?? NONE;
  }
}

/**
 * compromise's reading of a text up to its tags: nlp() runs every step of its pipeline, the last of which
 * groups the words into chunks, which nothing here reads. tokenize() has split contractions and set each
 * word's forms, so the steps from there on, bar that last, tag the words as nlp() does.
 */
const TAGGING_STEPS = (nlp.world() as { hooks: string[] }).hooks.filter(
  (step) => step !== 'contractions' && step !== 'chunks',
);
export const tagged = (text: string) => nlp.tokenize(text).compute(TAGGING_STEPS);

/** Contractions our tokenizer splits ("you'll" → "you", "ll"), as the words compromise can read. */
const CONTRACTED: Readonly<Record<string, string>> = { ll: 'will', re: 'are', ve: 'have' };
const PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'who', 'that']);

/**
 * A word as compromise should read it: "ll" after "you" is "will", so "you'll drive sales" has a verb
 * (split as "you ll drive", compromise took "ll" for the verb and "drive" for a noun). One word for one,
 * so the tags stay in step with the sentence's words.
 */
const spelledOut = (word: string, before: string | undefined) =>
  before !== undefined && PRONOUNS.has(before) ? (CONTRACTED[word] ?? word) : word;

/**
 * Does the word at `i` (the last word of a soft-skill match) describe the thing named after it? In
 * "reliable transportation", "flexible hours", "creative assets" or "a fast-paced, high-volume kitchen"
 * the adjective is a car the applicant needs, a shift pattern offered, work produced or the workplace, not
 * a quality asked of the person; said of a person ("a dependable worker", "a reliable team player", "you
 * are reliable", an adjective after "be") it is one. The noun phrase's head, its last noun, says which:
 * "team" in "team player" only modifies the player.
 */
export function describesThing(tags: SentenceTags, i: number): boolean {
  if (!tags.at(i).has('Adjective')) return false;
  // After "be" the adjectives are said of the subject ("you are reliable, self-motivated…", "you will need
  // to be confident"), whatever noun the sentence goes on to.
  let before = i - 1;
  while (tags.has(before) && (tags.at(before).has('Adjective') || ['and', 'or'].includes(tags.word(before))))
    before -= 1;
  if (tags.at(before).has('Copula')) return false;
  let next = i + 1;
  // Adjectives in a row, or joined by "and"/"or" ("a flexible and efficient repair service").
  const joined = (k: number) => ['and', 'or'].includes(tags.word(k)) && tags.at(k + 1).has('Adjective');
  while (tags.has(next) && ((tags.at(next).has('Adjective') && !tags.at(next).has('Noun')) || joined(next)))
    next += joined(next) ? 2 : 1;
  if (!tags.at(next).has('Noun')) return false;
  while (tags.has(next + 1) && tags.at(next + 1).has('Noun') && !tags.at(next + 1).has('Pronoun')) next += 1;
  const head = tags.at(next);
  return !head.has('Actor') && !head.has('Person') && !head.has('Pronoun');
}

/**
 * Forms of "be" that make a passive ("was supervised", "being mentored"), from compromise's own lexicon
 * and conjugation: the passive reading is asked of compromise only after one of them, as tagging a
 * sentence is the scorer's main cost.
 */
const BE_FORMS: ReadonlySet<string> = new Set([
  ...(nlp('be').verbs().conjugate() as Array<Record<string, string>>).flatMap((forms) =>
    Object.values(forms),
  ),
  ...Object.keys(LEXICON).filter((word) => lexiconTags(word).includes('Copula')),
]);
/** Words between a preposition and its noun ("under the close supervision"), and before a participle. */
const PHRASE_SPAN = 3;

/**
 * Is the action at words `from` to `to` (exclusive) one done to the person rather than by them? Being
 * supervised is not supervising: a verb in the passive voice ("was mentored"), a participle with its doer
 * after "by" ("supervised by the ward manager", "led by the head chef"), or a noun in a phrase that opens
 * with "under" ("under the supervision of a nurse", "under close supervision"). "Lead by example" is
 * in the present tense, and "supervision of 5 staff" has no "under": both still show the skill.
 */
export function isReceived(tags: SentenceTags, from: number, to: number): boolean {
  const before = (found: (word: string) => boolean) => {
    for (let i = from - 1; i >= from - PHRASE_SPAN; i -= 1) if (found(tags.word(i))) return i;
    return -1;
  };
  if (before((word) => BE_FORMS.has(word)) >= 0 && tags.at(from).has('Passive')) return true;
  if (tags.word(to) === 'by' && tags.at(from).has('PastTense') && tags.at(to).has('Preposition')) return true;
  const under = before((word) => word === 'under');
  if (under < 0) return false;
  const noun = tags.at(from);
  if (!noun.has('Noun')) return false;
  // compromise tags "under" by its neighbours (an adjective, even a verb), so it is read by its word; the
  // words between it and the noun must be the noun phrase's determiners and modifiers.
  for (let i = under + 1; i < from; i += 1)
    if (!tags.at(i).has('Determiner') && !tags.at(i).has('Adjective')) return false;
  // Someone's action over the person has a doer after it ("of a nurse") or is one act ("close
  // supervision"); a plural with none names conditions the person works in ("under tight deadlines").
  return ['of', 'by'].includes(tags.word(to)) || !noun.has('Plural');
}

/**
 * A word used as a verb ("Resolve complaints", "lead evacuations"): a duty's action, not a keyword.
 * compromise guesses a verb for words it does not know ("Frontend Developer"), so a title line, all
 * noun phrase, is not asked.
 */
export function isVerb(tags: SentenceTags, i: number): boolean {
  const word = tags.at(i);
  return word.has('Verb') && !word.has('Noun');
}

const PERSON_NOUNS = new Map<string, boolean>();

/** Does a lexicon label name a person ("attorney", "nurse")? Asked of compromise once per label. */
export function namesPerson(label: string): boolean {
  let person = PERSON_NOUNS.get(label);
  if (person === undefined) {
    person = nlp(label).has('(#Actor|#Person)');
    PERSON_NOUNS.set(label, person);
  }
  return person;
}

const PLURAL_LABELS = new Map<string, boolean>();

/**
 * Does a lexicon label name things in the plural ("motors", "firewalls")? Such a term is matched by a
 * noun; the same word used as a verb ("drive initiatives") is another word. Asked of compromise once per
 * label.
 */
export function namesThings(label: string): boolean {
  let plural = PLURAL_LABELS.get(label);
  if (plural === undefined) {
    plural = nlp(label).has('^#Plural$');
    PLURAL_LABELS.set(label, plural);
  }
  return plural;
}

/** Words that say where a place is ("an office in", "based in", "located near"). */
const WHERE =
  /^(?:office|offices|located|based|headquartered|headquarters|hq|site|sites|campus|hub|branch|store|stores|clinic|hospital|warehouse|plant|facility|facilities|location|locations|relocate|relocating|commute|commuting)$/;
const AT_PLACE = /^(?:in|at|near|around|outside)$/;

/**
 * Are the capitalised words `from` to `to` (exclusive) a place rather than a product ("our office in Palo
 * Alto", "based in Palo Alto, California")? compromise knows many places but not every city, so a name is
 * read as one when the sentence puts it where a place stands: after "in"/"at" that follows an office,
 * a site or "based"/"located". `written` are the sentence's words with their case.
 */
export function namesPlace(written: readonly string[], from: number, to: number): boolean {
  if (!written.slice(from, to).every((w) => /^[A-Z]/.test(w))) return false;
  const before = (written[from - 1] ?? '').toLowerCase();
  if (AT_PLACE.test(before)) {
    for (let i = from - 2; i >= Math.max(0, from - 4); i -= 1)
      if (WHERE.test((written[i] ?? '').toLowerCase())) return true;
  }
  return false;
}
