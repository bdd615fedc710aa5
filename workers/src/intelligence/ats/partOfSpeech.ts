import nlp from 'compromise';

const NONE: ReadonlySet<string> = new Set();
/** Words of context on each side of an asked word: enough for compromise, bounded for long sentences. */
const CONTEXT = 5;

/**
 * compromise's tags ("Verb", "Adjective", "Noun", "Actor"…) for a sentence's words (as our tokenizer reads
 * them), each read in a window of its sentence ("Draft pleadings" opens with a verb, "legal drafting" is a
 * noun). Tagging is the costly step, so it runs only for the words asked about, once per window. When
 * compromise splits or joins a window's words differently, they get no tags, and nothing is read from them.
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

  at(i: number): ReadonlySet<string> {
    if (this.title || !this.has(i)) return NONE;
    if (!this.tags[i]) {
      const from = Math.max(0, i - CONTEXT);
      const window = this.words.slice(from, i + CONTEXT + 1);
      const terms = (nlp(window.join(' ')).json() as Array<{ terms: Array<{ tags: string[] }> }>).flatMap(
        (s) => s.terms,
      );
      window.forEach((_, k) => {
        this.tags[from + k] ??= terms.length === window.length ? new Set(terms[k]?.tags) : NONE;
      });
    }
    return this.tags[i] ?? NONE;
  }
}

/**
 * Does the word at `i` (the last word of a soft-skill match) describe the thing named after it? In
 * "reliable transportation", "flexible hours" or "creative assets" the adjective is a car the applicant
 * needs, a shift pattern offered or work produced, not a quality asked of the person; said of a person
 * ("a dependable worker", "you are reliable") it is one.
 */
export function describesThing(tags: SentenceTags, i: number): boolean {
  if (!tags.has(i + 1) || !tags.at(i).has('Adjective')) return false;
  const noun = tags.at(i + 1);
  return noun.has('Noun') && !noun.has('Actor') && !noun.has('Person') && !noun.has('Pronoun');
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
