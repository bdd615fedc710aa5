import nlp from 'compromise';
import { LEXICON, lexiconTags } from './compromiseLexicon';

/**
 * Verbs read and conjugated by compromise (part-of-speech tagging in context plus its conjugation
 * tables), so any English verb works, not only the ones a word list happens to hold.
 */

export type Tense = 'past' | 'present';

export interface TaggedWord {
  text: string;
  /** True when compromise reads the word, in its sentence, as one verb. */
  verb: boolean;
  /**
   * True for an opening verb compromise cannot conjugate ("Mentor new hires", "Grout the joints"), shown
   * to be a verb by the words after it: it takes the regular forms (`conjugateWord`).
   */
  regular?: boolean;
}

/**
 * A heading set in capitals, one word and perhaps a number or a second word ("PROJECT 1", "KEY
 * DELIVERABLES."): a line that names what follows, never a verb in some tense.
 */
const HEADING = /^\p{Lu}{2,}(?:\s+(?:\d+|\p{Lu}{2,}))?\s*[.:]?$/u;

/** Resume bullets drop the subject ("Led a team"); tagging them after "I" reads them as the sentences they are. */
const SUBJECT = 'I ';

/**
 * The whitespace-separated words of a bullet with whether each is a verb where it stands. A word that
 * compromise splits into several terms ("end-to-end") is not a verb.
 */
export function tagWords(text: string): TaggedWord[] {
  const spans = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index ?? 0 }));
  // Only a bullet's opening matters here; tagging a few words keeps a 1 000-character bullet cheap.
  const head = spans.slice(0, TAGGED_WORDS);
  const last = head.at(-1);
  const opening = last ? text.slice(0, last.start + last.text.length) : '';
  // "Managed" reads as a verb once lower-cased; an acronym ("ABC Company", "AWS") keeps its capitals.
  const first = /^\p{Lu}\p{Lu}/u.test(opening) ? opening.charAt(0) : opening.charAt(0).toLowerCase();
  const sentence = `${SUBJECT}${first}${opening.slice(1)}`;
  const terms: Array<{ start: number; tags: string[] }> = [];
  for (const s of nlp(sentence).json({ offset: true, terms: { offset: true } }) as NlpSentence[]) {
    for (const t of s.terms) terms.push({ start: t.offset.start - SUBJECT.length, tags: t.tags });
  }
  // A title already keeps its first word; only otherwise is the noun-phrase reading (one more parse) asked.
  const tagsAt = (i: number) => {
    const span = spans[i];
    return span ? (terms.find((t) => t.start === span.start)?.tags ?? []) : [];
  };
  const tagged = head.map((span, i) => ({ text: span.text, tags: tagsAt(i) }));
  const keepFirst =
    HEADING.test(text.trim()) ||
    opensWithReducedClause(tagged) ||
    opensWithTitle(text) ||
    opensWithNounPhrase(tagged) ||
    opensWithDutyName(tagged) ||
    unknownNounOpening(text, spans, tagsAt);
  return spans.map((span, i) => {
    if (i >= TAGGED_WORDS || (i === 0 && keepFirst)) return { text: span.text, verb: false };
    if (i === 0 && takesRegularForms(spans, tagsAt)) return { text: span.text, verb: true, regular: true };
    if (i === 0 && opensWithGerundPair(tagged)) return { text: span.text, verb: true };
    const end = span.start + span.text.length;
    const inside = terms.filter((t) => t.start >= span.start && t.start < end);
    const only = inside.length === 1 ? inside[0] : undefined;
    // A capital inside a word ("TensorFlow", "QuantDesk") marks a product or a name, never a verb.
    const named = /\p{Ll}\p{Lu}/u.test(span.text);
    return {
      text: span.text,
      verb: !named && !!only && only.tags.includes('Verb') && !only.tags.includes('Noun'),
    };
  });
}

/**
 * True when the bullet opens with two gerunds joined by "and", the second read as a verb ("Monitoring
 * and recording activity for…") and an object after them: "and" joins like with like, so the first is
 * a verb too. After the
 * subject "I" compromise reads a lone opening gerund as a noun, which left such a line out of its
 * role's tense.
 */
function opensWithGerundPair(words: ReadonlyArray<{ text: string; tags: readonly string[] }>): boolean {
  const [first, joiner, second, object] = words;
  if (!first || !second || !/^\p{L}+ing$/u.test(first.text) || !/^(?:and|&)$/i.test(joiner?.text ?? ''))
    return false;
  if (formOf(first.text) !== 'gerund' || !/^\p{Ll}+ing$/u.test(second.text)) return false;
  if (!second.tags.includes('Gerund') || !second.tags.includes('Verb') || second.tags.includes('Noun'))
    return false;
  // Verbs take an object; gerunds a preposition or the end follows name a field ("Accounting and
  // auditing for 3 clients"), where "Account and audit for" would be the damage.
  return !!object && !['Preposition', 'Conjunction'].some((t) => object.tags.includes(t));
}

/**
 * True when the opening word is a verb compromise has no past for, in a base form ("Mentor", which its
 * lexicon holds only as a person, "Grout", "Prep": its suffix rules give the word back), and the words
 * after it show it is a verb (`objectFollows`). A preposition after it ("Mentor to 4 analysts") leaves
 * it the title it is.
 */
function takesRegularForms(
  spans: ReadonlyArray<{ text: string }>,
  tagsAt: (i: number) => readonly string[],
): boolean {
  const word = spans[0]?.text ?? '';
  if (!/^\p{L}\p{Ll}+,?$/u.test(word) || /(?:ed|ing|s),?$/.test(word)) return false;
  const bare = word.replace(/,$/, '').toLowerCase();
  if (conjugate(bare, 'past') !== undefined) return false;
  const own = tagsAt(0);
  if (!own.includes('Noun') && !own.includes('Verb')) return false;
  if (['ProperNoun', 'Acronym', 'Pronoun', 'Adjective'].some((t) => own.includes(t))) return false;
  return objectFollows(spans, tagsAt);
}

/**
 * True when the words after the opening word can only be its object or a verb beside it: a determiner,
 * a figure, a pronoun or an adjective ("Mentor new hires", "Scaffold the prep list"), or "and" and a base
 * verb ("Grout and seal the joints"). A noun's modifier is followed by its noun ("Vendor relations").
 */
function objectFollows(
  spans: ReadonlyArray<{ text: string }>,
  tagsAt: (i: number) => readonly string[],
): boolean {
  const word = spans[0]?.text ?? '';
  // "Responsibility 1. Developed…": a figure that ends a sentence is a numbering, not an object.
  if (/[.:;]$/.test(spans[1]?.text ?? '')) return false;
  const next = tagsAt(1);
  if (!word.endsWith(',') && ['Determiner', 'Value', 'Adjective'].some((t) => next.includes(t))) return true;
  if (!word.endsWith(',') && next.includes('Pronoun') && spans[1]?.text !== 'I') return true;
  const joined = word.endsWith(',') ? 1 : /^(?:and|&)$/i.test(spans[1]?.text ?? '') ? 2 : 0;
  const verb = spans[joined]?.text.replace(/,$/, '') ?? '';
  return joined > 0 && tagsAt(joined).includes('Verb') && formOf(verb) === 'base';
}

/**
 * True when the opening word is one compromise's lexicon lacks, that it reads as a noun in the bullet as
 * written, and a plural or a preposition follows it ("Shelf audits and price changes", "Dashboards in
 * Tableau"): its
 * spelling alone made it a verb after "I", where "Shelfed audits" would be the damage. One it reads as a
 * verb there ("Migrate database", "Unload freight") stays a verb.
 */
function unknownNounOpening(
  text: string,
  spans: ReadonlyArray<{ text: string }>,
  tagsAt: (i: number) => readonly string[],
): boolean {
  const word = (spans[0]?.text ?? '').replace(/[,;:]$/, '').toLowerCase();
  const base = conjugate(word, 'present') ?? word;
  if (lexiconRank(word) > 0 || lexiconRank(base) > 0 || objectFollows(spans, tagsAt)) return false;
  // A word compromise reads as a verb on its own, by what it is made of ("unload", "unpack": a verb
  // after a prefix), is one whatever follows: "Unload trucks" is no noun phrase.
  if (readsAsVerbAlone(word)) return false;
  // A plural or a preposition right after it ends the noun phrase it heads; a singular noun there may
  // be the first of a compound object ("Troubleshoot network issues").
  const next = tagsAt(1);
  return (next.includes('Plural') || next.includes('Preposition')) && readsAsNoun(text);
}

/**
 * True when compromise, reading the text as it stands (no subject supplied), takes its first word for
 * a noun and the next word continues a title ("Data Visualization", "Churn Analysis", "Roles &
 * Responsibilities"): a project or heading named, where "Dataed Visualization" would be the damage.
 */
function opensWithTitle(text: string): boolean {
  const [, next = ''] = text.split(/\s+/, 2);
  if (!/^(?:\p{Lu}\p{Ll}|[-&|–])/u.test(next)) return false;
  return readsAsNoun(text);
}

/**
 * True when a bullet's first word modifies the nouns after it ("Lead developer for…", "Project manager
 * for…", "Track record of…"): a title or a topic, where "Led developer" would be the damage. Only a bare
 * singular noun after the first word raises the question: a verb's object takes a determiner ("Design
 * the pipeline"), a figure ("Process 200 claims") or the plural ("Record podcasts", "Implement security
 * policies") unless it is a mass noun ("Lead migration to AWS"). Which reading wins is compromise's: the
 * first word and the nouns after it set as the subject of a sentence ("lead developer was"), it weighs
 * them together and reads "lead developer" as a noun phrase and "lead migration" or "coordinate
 * development team" as a verb and its object. A word its lexicon does not hold ("contract") it reads by
 * its spelling alone, so "Contract negotiation" still reads as a verb: taking every such word for a noun
 * would leave many real verbs ("Maximize availability…", "Migrate database…") out of an ended role's
 * past tense.
 */
function opensWithNounPhrase(words: ReadonlyArray<{ text: string; tags: readonly string[] }>): boolean {
  const [first, ...rest] = words;
  const word = first?.text.toLowerCase() ?? '';
  // Only a base form can be the modifier ("Managed budget" is a verb and its object), and a comma after
  // it opens a list of verbs.
  if (!/^\p{L}+$/u.test(word) || conjugate(word, 'present') !== word) return false;
  // A word its lexicon lacks but reads as a verb on its own ("unload") takes the noun as its object.
  if (lexiconRank(word) === 0 && readsAsVerbAlone(word)) return false;
  const nouns = nounRun(rest);
  const last = nouns.at(-1);
  if (!last || last.tags.includes('Plural') || last.tags.includes('PresentTense')) return false;
  if (!last.tags.includes('Noun')) return false;
  const subject = `${word} ${nouns.map((w) => w.text.replace(/[,;:]$/, '').toLowerCase()).join(' ')} was`;
  const tags = (nlp(subject).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0]?.tags ?? [];
  // Read as an adjective ("Direct safety…", "Complete migration of…"), the first word is a verb more
  // often than a title's modifier.
  return tags.includes('Noun');
}

/**
 * True when a base form is followed by a past participle and a preposition ("Project based on…",
 * "Design inspired by…"): the participle describes the first word, a noun, as a clause would ("a project
 * that was based on…"). A verb takes an object, not a participle and a preposition, so "Projected based
 * on" would be the damage; "Shelve returned books" (a participle before its noun) stays a verb.
 */
function opensWithReducedClause(words: ReadonlyArray<{ text: string; tags: readonly string[] }>): boolean {
  const [first, participle, after] = words;
  if (!first || !participle || !after || !/^\p{L}+$/u.test(first.text) || !/^\p{Ll}+$/u.test(participle.text))
    return false;
  if (formOf(first.text) !== 'base' || formOf(participle.text) !== 'past') return false;
  return after.tags.includes('Preposition');
}

/**
 * True when the bullet opens with a noun and the gerund naming what is done with it ("Cash handling and
 * register balancing", "Payroll processing for 3 entities"): a duty named, where "Cashed handling" would
 * be the damage. A gerund after a verb takes an object of its own ("Continue learning new tools"); one
 * that a preposition, a conjunction or the end of the bullet follows is the head of a noun phrase, unless
 * the first word is one compromise's lexicon lists as a verb ("Provide training to the staff").
 */
function opensWithDutyName(words: ReadonlyArray<{ text: string; tags: readonly string[] }>): boolean {
  const [first, gerund, after] = words;
  const word = first?.text.toLowerCase() ?? '';
  if (!/^\p{L}+$/u.test(word) || !gerund || !/^\p{Ll}+ing[,;:]?$/u.test(gerund.text)) return false;
  if (!gerund.tags.includes('Gerund') || conjugate(word, 'present') !== word) return false;
  // A word compromise's lexicon lists as a verb takes the gerund as its object: "Monitor blocking, deadlocks…".
  if (lexiconRank(word) === 2) return false;
  if (/[,;:]$/.test(gerund.text) || !after) return true;
  return ['Preposition', 'Conjunction'].some((t) => after.tags.includes(t));
}

/**
 * The nouns and adjectives that follow the first word up to the end of their phrase ("junior
 * developers", "development team"); none when the phrase opens with a determiner, a figure, a pronoun
 * or an acronym, which only an object does.
 */
function nounRun<T extends { text: string; tags: readonly string[] }>(words: readonly T[]): T[] {
  const run: T[] = [];
  for (const w of words) {
    // After a noun compromise may take a plural for a verb ("I troubleshoot network issues": "issues" a
    // verb). Read after "the" it shows whether it can be a plural; one that can ends the run, and the
    // phrase then is no bare singular (a real verb there, "division manages", leaves the old reading).
    const plural =
      w.tags.includes('PresentTense') && nlp(`the ${w.text.replace(/[,;:]$/, '')}`).has('#Plural');
    const modifier = w.tags.includes('Noun') || w.tags.includes('Adjective') || plural;
    const excluded = ['Pronoun', 'Value', 'Determiner', 'Acronym'].some((tag) => w.tags.includes(tag));
    if (!modifier || excluded || /^\p{Lu}{2}/u.test(w.text)) break;
    run.push(w);
    if (/[,;:]$/.test(w.text)) break;
  }
  return run;
}

/** True when compromise, given the word alone in lower case, reads it as a verb in its base form. */
function readsAsVerbAlone(word: string): boolean {
  const term = (nlp(word).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms;
  return term?.length === 1 && !!term[0]?.tags.includes('Infinitive') && !term[0]?.tags.includes('Noun');
}

/** True when compromise reads the text's first word as a noun when not given a subject. */
export function readsAsNoun(text: string): boolean {
  const first = (nlp(text).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms[0];
  return !!first && first.tags.includes('Noun') && !first.tags.includes('Verb');
}

/** Words tagged at the start of a bullet: enough for a run of opening verbs and their context. */
const TAGGED_WORDS = 7;

interface NlpSentence {
  terms: Array<{ offset: { start: number }; tags: string[] }>;
}

interface Forms {
  base: string;
  /** Unknown when compromise gives the base back as the past of a verb it does not know ("mentor"). */
  past: string | undefined;
}

const FORMS_CACHE = new Map<string, Forms | null>();
const CACHE_LIMIT = 10_000;

/**
 * Base form and past tense of a verb given in any form ("wrote", "managing", "creates"). Each candidate
 * base (compromise's guess, then the usual spellings: "mentored" → "mentor") must conjugate back to the
 * word; among those, a base compromise's lexicon knows as a verb wins, then any word it knows, so
 * "mentored" comes from "mentor" (not "mentored" + "ed") and "need" stays "need" (not "nee" + "d").
 */
function formsOf(word: string): Forms | undefined {
  const key = word.toLowerCase();
  const cached = FORMS_CACHE.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const guess = conjugations(key)?.Infinitive;
  const candidates = [...new Set([guess, key, ...spellingCandidates(key)].filter((c): c is string => !!c))];
  let found: Forms | null = null;
  let best = -1;
  for (const base of candidates) {
    const table = conjugations(base);
    if (!table?.Infinitive || !table.PastTense) continue;
    const forms = [table.Infinitive, table.PastTense, table.PresentTense, table.Gerund, table.Participle];
    // An unknown inflected word taken as its own base ("mentored" → past "mentoredded") is compromise
    // giving up, not a verb: the word is then left as written.
    // So is one its lexicon holds as a noun or a gerund ("tiling" → past "tilung"), not as a base.
    const unknownInflected =
      table.Infinitive === key && /(?:ed|ing)$/.test(key) && LEXICON[key] !== 'Infinitive';
    if (unknownInflected) continue;
    // A past the same as the base is believed only where compromise lists it so ("set", "read"); elsewhere
    // it is compromise giving up on a verb it does not know ("mentor", "budget"): the base stands, the
    // past is unknown, and any table with a past of its own is preferred.
    const pastUnknown =
      table.PastTense === table.Infinitive && PAST_EXCEPTIONS[table.Infinitive] !== table.PastTense;
    // Asked of the base itself ("mentor", "Bombay"), such a table says nothing: only a form that
    // compromise traced back to a base ("mentoring" → "mentor") is one.
    if (pastUnknown && table.Infinitive === key) continue;
    const known = lexiconRank(table.Infinitive);
    const rank = known - (pastUnknown ? 0.5 : 0);
    // A spelling of our own must be a word compromise knows ("onboard"), never one it made up ("mentore").
    const trusted = base === guess || base === key || known > 0;
    if (trusted && forms.includes(key) && rank > best) {
      found = { base: table.Infinitive, past: pastUnknown ? undefined : table.PastTense };
      best = rank;
    }
  }
  if (!found) found = regularPastOf(key, candidates);
  // Only a word compromise does read as a verb, just as another one's form, is told what it is.
  if (!found && guess !== undefined) found = toldVerb(key);
  if (FORMS_CACHE.size >= CACHE_LIMIT) FORMS_CACHE.clear();
  FORMS_CACHE.set(key, found);
  return found ?? undefined;
}

/**
 * A past compromise reads as one ("I mentored", "I prepped") but cannot trace to its base, which it has no
 * past for: the shortest spelling whose regular past the word is ("mentor", not "mentore"), among those
 * compromise knows as a word or reads as a verb, so a name ending in "-ed" ("Ahmed") finds none.
 */
function regularPastOf(key: string, candidates: readonly string[]): Forms | null {
  if (!key.endsWith('ed') || !nlp(`${SUBJECT}${key}`).has('#PastTense')) return null;
  const bases = candidates
    .filter((c) => c !== key && regularPast(c) === key)
    .filter((c) => lexiconRank(c) > 0 || conjugations(c) !== undefined)
    .sort((a, b) => a.length - b.length);
  return bases[0] ? { base: bases[0], past: key } : null;
}

/**
 * A base form compromise reads as another verb's form ("weld" as a past of "wield"), conjugated as the
 * verb it is told the word is. Only a table with a past of its own is believed: told of a verb it cannot
 * conjugate, compromise gives the base back ("tutor", "mentor").
 * A word that looks inflected ("mentored", "tiling") is no base to tell it about.
 */
function toldVerb(key: string): Forms | null {
  if (/(?:ed|ing)$/.test(key)) return null;
  const told = nlp(key);
  told.tag('Infinitive');
  const table = (told.verbs().conjugate() as Conjugation[])[0];
  if (table?.Infinitive !== key || !table.PastTense || table.PastTense === key) return null;
  return { base: key, past: table.PastTense };
}

/** compromise's own past tenses that its rules would not give ("hit" → "hit", "set" → "set"). */
const PAST_EXCEPTIONS: Record<string, string | undefined> = (
  nlp as unknown as { model(): { two: { models: { toPast: { ex: Record<string, string> } } } } }
).model().two.models.toPast.ex;
const VERB_TAGS = new Set(['Infinitive', 'PastTense', 'PresentTense', 'Gerund', 'Verb', 'PhrasalVerb']);

/** True when compromise's lexicon lists the word (lower case) as a verb. */
export const listedAsVerb = (word: string): boolean => lexiconRank(word) === 2;

/** 2 for a word compromise's lexicon lists as a verb, 1 for any other word it lists, 0 for unknown words. */
function lexiconRank(word: string): number {
  const tag = LEXICON[word];
  if (!tag) return 0;
  return typeof tag === 'string' && VERB_TAGS.has(tag) ? 2 : 1;
}

type Conjugation = Partial<
  Record<'Infinitive' | 'PastTense' | 'PresentTense' | 'Gerund' | 'Participle', string>
>;

/** After "I" a word that is also a noun ("coach", "staff") may read as one; after "to" it is the verb. */
function conjugations(word: string): Conjugation | undefined {
  const table = (text: string) => (nlp(text).verbs().conjugate() as Conjugation[])[0];
  const found = table(`${SUBJECT}${word}`) ?? table(`to ${word}`);
  return found && withoutVowelPairDoubling(found);
}

/**
 * compromise's suffix rules double a final consonant by its last letters alone ("hum" → "hummed"), so a
 * verb ending in two vowels and a consonant comes out "vacuummed". English doubles only after a single
 * vowel ("qu" is a consonant: "equipped"), so there the plain ending is restored.
 */
function withoutVowelPairDoubling(table: Conjugation): Conjugation {
  const base = table.Infinitive ?? '';
  const pair = /(?<!q)[aeiou][aeiou]([b-df-hj-np-tv-z])$/.exec(base);
  if (!pair) return table;
  const doubled = `${base}${pair[1]}`;
  const undouble = (form: string | undefined) =>
    form?.startsWith(doubled) ? `${base}${form.slice(doubled.length)}` : form;
  return {
    ...table,
    PastTense: undouble(table.PastTense),
    Gerund: undouble(table.Gerund),
    Participle: undouble(table.Participle),
  };
}

/** Base forms an inflected spelling can come from: "mentored" → "mentor", "planning" → "plan". */
function spellingCandidates(word: string): string[] {
  if (word.endsWith('ied')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('ed')) return [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3)];
  if (word.endsWith('ing')) return [word.slice(0, -3), `${word.slice(0, -3)}e`, word.slice(0, -4)];
  if (word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('es')) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

/**
 * The past of a verb compromise's suffix rules have no rule for ("mentor", "grout", "prep"), as English
 * spells a regular past: "-d" after "e", "-ied" after a consonant and "y", the final consonant doubled
 * in one syllable ending in one vowel and one consonant ("prepped"), "-ed" otherwise.
 */
function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (/^[^aeiouy]*[aeiou][b-df-hj-np-tvz]$/.test(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

/** A tagged word in the wanted tense; an opening verb known only by its object takes the regular forms. */
export function conjugateWord(word: TaggedWord, bare: string, tense: Tense): string | undefined {
  const known = conjugate(bare, tense);
  if (known !== undefined || !word.regular) return known;
  return tense === 'past' ? regularPast(bare.toLowerCase()) : bare.toLowerCase();
}

/**
 * `word` (a verb in any form) in the wanted tense: the past tense, or the base form resume bullets use
 * for current work ("Manage a team"). Undefined when the word is not a verb compromise can conjugate.
 */
export function conjugate(word: string, tense: Tense): string | undefined {
  const forms = formsOf(word);
  if (!forms) return undefined;
  return tense === 'past' ? forms.past : forms.base;
}

/**
 * Indexes of the run of verbs a bullet opens with: the first word when it is a verb, then verbs joined to
 * it by commas or "and" ("Enhancing, auditing and maintaining the framework"). The verb after "and" closes
 * the run, so "Compiled and presented research findings" keeps its noun. A first word followed by "of"
 * is a noun ("Design of the new layout").
 */
export function leadingVerbs(words: readonly TaggedWord[]): number[] {
  const first = words[0];
  if (!first?.verb || words[1]?.text.toLowerCase() === 'of' || opensWithLabel(words)) return [];
  // "is a private bank…", "am a black belt": a description, not an action to put in a tense.
  if (/^(?:is|am|are|was|were|be)$/i.test(first.text)) return [];
  const run = [0];
  let i = 1;
  while (i < words.length) {
    const previous = words[i - 1]?.text ?? '';
    const joiner = words[i]?.text.toLowerCase();
    const afterAnd = joiner === 'and' || joiner === '&';
    const index = afterAnd ? i + 1 : i;
    const next = words[index];
    // Right after the opening verbs, a word in their form is one more of them even where compromise,
    // misreading the first ("I weld" as a past of "wield"), takes it for a noun: "Weld and grind parts".
    const listed =
      afterAnd &&
      run.at(-1) === i - 1 &&
      /^\p{L}\p{Ll}*$/u.test(next?.text ?? '') &&
      sameForm(first.text, next?.text ?? '');
    if (!(next?.verb || listed) || (!afterAnd && !previous.endsWith(','))) break;
    run.push(index);
    if (afterAnd) break;
    i = index + 1;
  }
  return run;
}

/** The form a verb is written in; "set" or "read" may be either the base or the past. */
export function formOf(word: string): 'base' | 'past' | 'either' | 'gerund' | 'other' | undefined {
  const key = word.toLowerCase();
  const forms = formsOf(key);
  if (!forms) return undefined;
  if (forms.base === key) return forms.past === key ? 'either' : 'base';
  if (forms.past === key) return 'past';
  return /ing$/.test(key) ? 'gerund' : 'other';
}

/**
 * True when two verbs are written in forms that can be the same one ("greeted … answered", "creating …
 * planning"). A word ending in "s" after "and" is as often a noun ("Prepares budgets and reports"), so
 * that form never pairs.
 */
function sameForm(a: string, b: string): boolean {
  const [x, y] = [formOf(a), formOf(b)];
  if (!x || !y || x === 'other' || y === 'other') return false;
  return x === y || x === 'either' || y === 'either';
}

/**
 * True when a word is written as a base form or a past ("answer", "answered"), the forms a role's tense
 * moves between. A user who slips from one to the other ("Greeted customers and answer the phones")
 * still means one tense; a form in "-s" or "-ing" after "and" is as often a noun.
 */
function tensed(word: string): boolean {
  const form = formOf(word.replace(/[,;:]$/, ''));
  return form === 'base' || form === 'past' || form === 'either';
}

/**
 * True when a word opens what only an object can open with: a determiner, a figure or a pronoun
 * ("answer the phones", "maintain all stock": "the" after "answer"). compromise, reading the whole
 * bullet, often takes a verb after "and" for a noun ("and answer phones"); without such a sign it may
 * well be one ("and service requests", "and data entry systems"), and it stays as written. These closed
 * classes are read from compromise's lexicon: no parse is needed for them.
 */
function opensObject(word: string | undefined): boolean {
  const key = (word ?? '').toLowerCase();
  if (/^\p{N}/u.test(key)) return true;
  const tags = lexiconTags(key);
  return key !== 'i' && ['Determiner', 'Possessive', 'Pronoun', 'Cardinal'].some((t) => tags.includes(t));
}

/** A word that opens a clause of its own inside a bullet; an "and" after it joins that clause's verbs. */
const CLAUSE_OPENER = /^(?:who|which|that|to|where|when|while|so|whose|by|for|with)$/i;

/**
 * Indexes of the verbs that open later clauses joined by "and" to the opening verb ("Greeted customers
 * and answered questions", "Take orders and prepare food"), so the whole bullet takes the role's tense.
 * Such a verb is written in the opening verb's form and reads as a verb where it would open a bullet of
 * its own; an "and" after "who", "to" or the like joins the verbs of that clause instead ("Trained staff
 * who handle returns and process refunds"). Once "and" has joined a verb, the clauses listed before it
 * after commas are verbs of the same list ("Answer phones, greet visitors and schedule appointments").
 */
export function coordinatedVerbs(words: readonly TaggedWord[], run: readonly number[]): number[] {
  const opening = words[0]?.text ?? '';
  const found: number[] = [];
  let listed: number[] = [];
  const clauseAt = (i: number) =>
    words
      .slice(i)
      .map((w) => w.text)
      .join(' ');
  const opensClause = (i: number) => leadingVerbs(tagWords(clauseAt(i))).length > 0;
  for (let i = (run.at(-1) ?? 0) + 1; i < words.length - 1; i += 1) {
    const word = words[i]?.text ?? '';
    if (CLAUSE_OPENER.test(word)) break;
    const next = words[i + 1];
    if (!next || !/^\p{Ll}+$/u.test(next.text)) continue;
    if (word.endsWith(',')) listed.push(i + 1);
    if (!/^(?:and|&)$/i.test(word)) continue;
    // compromise's verb after "and" is believed in the opening verb's form or in the past ("Greet
    // customers and answered phones"); a base form after a past is as often a noun's modifier ("Proposed
    // marketing and network activities"), a verb only when an object follows it.
    const joined = next.verb
      ? sameForm(opening, next.text) || (tensed(opening) && formOf(next.text) === 'past')
      : !/[,;:]$/.test(next.text) && opensObject(words[i + 2]?.text) && tensed(opening) && tensed(next.text);
    if (joined && opensClause(i + 1)) {
      const listedVerbs = listed.filter((at) => sameForm(opening, words[at]?.text ?? '') && opensClause(at));
      found.push(...listedVerbs, i + 1);
      listed = [];
    }
  }
  return found;
}

/**
 * Indexes of words written only as a past right after "and" that open a clause going on past its object
 * ("Run 40 sessions and turned findings into…", "Establish T&D as a priority and secured funding"),
 * where compromise may take the word for an adjective. Two pasts joined ("are received and availed") are
 * participles describing one thing, not a clause of their own.
 */
export function joinedPastClauses(words: readonly TaggedWord[]): number[] {
  const bare = (i: number) => (words[i]?.text ?? '').replace(/[,;:.]$/, '');
  const found: number[] = [];
  words.forEach((w, i) => {
    const joined = /^(?:and|&)$/i.test(bare(i - 1)) && words.length > i + 2;
    if (joined && formOf(bare(i)) === 'past' && formOf(bare(i - 2)) !== 'past' && /^\p{Ll}/u.test(w.text))
      found.push(i);
  });
  return found;
}

/** Words a label before a colon may hold: "Data Collection:", "Research Assistant - Machine Learning:". */
const LABEL_WORDS = 6;

/**
 * True when the bullet opens with a title-case label ended by a colon: the label names a project or a
 * topic ("Workflows: built…"), so its first word is not a verb even where compromise reads one.
 */
function opensWithLabel(words: readonly TaggedWord[]): boolean {
  const end = words.slice(0, LABEL_WORDS).findIndex((w) => w.text.endsWith(':'));
  return end >= 0 && words.slice(0, end + 1).every((w) => /^(?:\p{Lu}|[-&]$)/u.test(w.text));
}

/** True when the text opens with a verb ("Reduced errors by 30%"), as an achievement line does. */
export function opensWithVerb(text: string): boolean {
  return leadingVerbs(tagWords(text)).length > 0;
}

/**
 * True when the text opens with a verb in the past tense or as a gerund ("Managed payroll", "Leading the
 * team"): a line that reports work done. A base form may be a name ("Target", "Shell", "Build Inc").
 */
export function opensWithDoneVerb(text: string): boolean {
  const word = text.split(' ')[0] ?? '';
  if (!/^\p{Lu}?\p{Ll}+$/u.test(word)) return false;
  const first = word.toLowerCase();
  // A word compromise does not know conjugates to itself ("Acme", "Dunamu"): a name, not a verb.
  const known = lexiconRank(first) > 0 || conjugate(first, 'present') !== first;
  // The word alone first (its forms are cached): reading the line in context costs far more, and most
  // lines asked about ("Northwind Traders", "Company details") open with no verb in the past at all.
  return (
    known &&
    (conjugate(first, 'past') === first ||
      (first.endsWith('ing') && conjugate(first, 'past') !== undefined)) &&
    opensWithVerb(text)
  );
}
