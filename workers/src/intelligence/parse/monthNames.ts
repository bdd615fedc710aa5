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

/** The month names as a regex alternation, longest first so "juillet" wins over "juil". */
export const FOREIGN_MONTH = [...monthOf.keys()].sort((a, b) => b.length - a.length).join('|');

/** "März 2021" → "Mar 2021": a point opening with a foreign month, in the English form the rest reads. */
export function inEnglish(point: string): string {
  const [first = '', ...rest] = point.split(/\s+/);
  const english = monthOf.get(first.replace(/[.,]$/, '').toLowerCase());
  return english ? [english, ...rest].join(' ') : point;
}
