import nlp from 'compromise';

const NONE: ReadonlySet<string> = new Set();

/**
 * compromise's tags ("Verb", "Adjective", "Noun", "Actor"…) for a sentence's words (as our tokenizer reads
 * them), read in the context of the whole sentence ("Draft pleadings" opens with a verb, "legal drafting"
 * is a noun). Tagging is the costly step, so a sentence is tagged once, and only when one of its words is
 * asked about. When compromise splits or joins the words differently, they get no tags, and nothing is
 * read from them.
 */
export class SentenceTags {
  private tags: ReadonlyArray<ReadonlySet<string>> | undefined;

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
    this.tags ??= tagged(this.words);
    return this.tags[i] ?? NONE;
  }
}

/**
 * Each word's tags. compromise reads our words as they are, but splits some into several terms ("dont" is
 * "do" and an implied "not", "000for" glued by scraping is two): such a word gets no tags, the words around
 * it keep theirs.
 */
function tagged(words: readonly string[]): Array<ReadonlySet<string>> {
  const terms = nlp(words.join(' ')).docs.flat();
  let next = 0;
  return words.map((word) => {
    const first = terms[next];
    let text = '';
    let count = 0;
    while (next < terms.length && (count === 0 || text.length < word.length || written(terms[next]) === '')) {
      text += written(terms[next]);
      next += 1;
      count += 1;
    }
    return count === 1 && text === word ? (first?.tags ?? NONE) : NONE;
  });
}

/** A term as written, with the punctuation compromise holds apart (".net", "c++") and no spaces. */
const written = (term: { pre?: string; text?: string; post?: string } | undefined) =>
  `${term?.pre ?? ''}${term?.text ?? ''}${term?.post ?? ''}`.replace(/\s+/g, '');

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
