import nspell from 'nspell';

/** A Hunspell dictionary's two files, as the `dictionary-en` package exports them. */
export interface HunspellDictionary {
  aff: Uint8Array | string;
  dic: Uint8Array | string;
}

/** Whether a word is English, by a real dictionary (Hunspell rules: plurals, tenses, affixes). */
export interface Speller {
  knows(word: string): boolean;
}

const text = (data: Uint8Array | string) =>
  typeof data === 'string' ? data : new TextDecoder().decode(data);

/**
 * A regular past of a verb the dictionary holds without it ("scaffolded": it lists "scaffold" and
 * "scaffolding"): the "-ing" form is what shows the word is a verb, so "saled" (no "saling") stays
 * unknown. The stems are English spelling's: "-ed", "-d" after "e", a doubled consonant, "-ied" for "-y".
 */
function regularPast(word: string, listed: (w: string) => boolean): boolean {
  const lower = word.toLowerCase();
  if (!lower.endsWith('ed')) return false;
  const stem = lower.slice(0, -2);
  const stems = [
    stem,
    `${stem}e`,
    /(\p{L})\1$/u.test(stem) ? stem.slice(0, -1) : '',
    lower.endsWith('ied') ? `${stem.slice(0, -1)}y` : '',
  ];
  return stems.some((s) => s.length > 1 && listed(s) && listed(`${s.replace(/e$/, '')}ing`));
}

/**
 * A speller on the given Hunspell dictionaries (American and British English: resumes come in both). The
 * dictionaries arrive as data: this package reads no files, so the caller (the worker runtime, the eval,
 * a test) loads `dictionary-en` and `dictionary-en-gb` and passes them in.
 * A word is known as written, in lower case (a capital opening a sentence), or as any of its
 * hyphen-joined parts ("data-driven").
 */
export function createSpeller(...dictionaries: HunspellDictionary[]): Speller {
  // One checker per dictionary: their affix files use the same flags for different rules, so one
  // checker loading both would accept words neither holds ("saled").
  const spellers = dictionaries.map((d) => nspell({ aff: text(d.aff), dic: text(d.dic) }));
  const correct = (word: string) => spellers.some((spell) => spell.correct(word));
  const cache = new Map<string, boolean>();
  const listed = (word: string) => correct(word) || correct(word.toLowerCase());
  const one = (word: string) => {
    if (!/\p{L}/u.test(word)) return true;
    const bare = word.replace(/['’]s$/i, '');
    return listed(bare) || regularPast(bare, listed);
  };
  return {
    knows(word) {
      let known = cache.get(word);
      if (known === undefined) {
        known = one(word) || (word.includes('-') && word.split('-').every(one));
        if (cache.size > 50_000) cache.clear();
        cache.set(word, known);
      }
      return known;
    },
  };
}
