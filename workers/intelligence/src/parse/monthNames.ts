import { lexiconTags } from '../text/compromiseLexicon';

/**
 * Month names as international students write them: the long and short forms of the languages many of
 * them write dates in, taken from the runtime's own locale data (Intl) rather than typed out by hand.
 */
const LOCALES = ['de', 'fr', 'es', 'it', 'pt', 'nl'];
const ENGLISH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthName = (locale: string, width: 'long' | 'short', month: number) =>
  new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' })
    .format(new Date(Date.UTC(2020, month, 15)))
    .replace(/\.$/, '')
    .toLowerCase();

/** English names ("August", "September") read as written: they are no foreign month to translate. */
const english = new Set(
  ENGLISH.flatMap((_, month) => [monthName('en', 'long', month), monthName('en', 'short', month)]),
);

/** A regex alternation, longest first so "juillet" wins over "juil". */
const alternation = (names: readonly string[]) => [...names].sort((a, b) => b.length - a.length).join('|');

/**
 * An English month as a whole word, long or short ("March", "Mar", "Sept"), for the patterns that read
 * dates; a full stop after it is theirs to allow. Whole words only: a word that merely starts like a
 * month ("Marshal 2019", "Junior 2020", "Decade 2010") is no month, and reading it as one cut it from
 * the name it belongs to.
 */
export const ENGLISH_MONTH = `\\b(?:${alternation([...english, 'sept'])})\\b`;

const monthOf = new Map<string, string>();
for (const locale of LOCALES) {
  for (const width of ['long', 'short'] as const) {
    ENGLISH.forEach((name, month) => {
      const foreign = monthName(locale, width, month);
      // A short form under three letters is no month to read beside a year; letters alone need no
      // escaping in the pattern below.
      if (/^\p{L}{3,}$/u.test(foreign) && !english.has(foreign)) monthOf.set(foreign, name);
    });
  }
}

/**
 * Whether compromise's lexicon holds the name as an English word other than a month or a first name:
 * Portuguese "set" and "out", Spanish "ago", French "mars" are words of English prose ("Set 2019 sales
 * record", "rolled out 2020 plans"), so beside a year alone they date nothing.
 */
function isEnglishWord(name: string): boolean {
  const tags = lexiconTags(name);
  return tags.length > 0 && !tags.some((tag) => tag === 'Month' || tag.endsWith('Name'));
}

const names = [...monthOf.keys()];

/** The month names that are no English word: each dates a point beside a year. */
export const FOREIGN_MONTH = alternation(names.filter((name) => !isEnglishWord(name)));
/** The month names that are English words too: read as months only inside a range (dateRanges.ts). */
export const WORD_MONTH = alternation(names.filter(isEnglishWord));

/** "März 2021" → "Mar 2021": a point opening with a foreign month, in the English form the rest reads. */
export function inEnglish(point: string): string {
  const [first = '', ...rest] = point.split(/\s+/);
  const english = monthOf.get(first.replace(/[.,]$/, '').toLowerCase());
  return english ? [english, ...rest].join(' ') : point;
}
