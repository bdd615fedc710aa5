import { normalizeDate } from '@rb/contracts';
import { ENGLISH_MONTH, FOREIGN_MONTH, inEnglish, WORD_MONTH } from './monthNames';

/**
 * A date or season with a year, "20XX" template years, or "Present". A month may be a number before a
 * slash or, as much of Europe writes it, a full stop ("03.2019"). A month may also carry a year cut to
 * two digits behind an apostrophe ("Jan '20"). Bounded, no nested quantifiers.
 */
const POINT = `(?:19|20)\\d{2}-\\d{1,2}(?:-\\d{1,2})?|(?:(?<!\\p{L})(?:${FOREIGN_MONTH})\\.?,?\\s+|${ENGLISH_MONTH}\\.?,?\\s+|(?:spring|summer|fall|autumn|winter)\\s+|\\b(?:0?[1-9]|1[0-2])[/.])?(?:19|20)(?:\\d{2}|xx)|${ENGLISH_MONTH}\\.?\\s*['’]\\d{2}\\b`;
/**
 * An open end: "Present" and its synonyms, "to date" / "till date" among them (British and Indian usage),
 * and as international students write it in their first language: German "heute", French
 * "aujourd'hui" / "actuellement", Spanish "actualidad" / "actualmente" / "presente" / "hoy", Italian
 * "oggi" / "attualmente", Portuguese "atual", or translate it word for word into English: "Actually"
 * (actualmente), "Nowadays". Read only after a range's start, never in prose.
 */
export const OPEN_END =
  "present(?:e)?|current(?:ly)?|now|nowadays|ongoing|today|date|heute|aujourd['’]hui|actuellement|(?:la\\s+)?actualidad|actualmente|actually|hoy|oggi|attualmente|atual(?:mente)?";
const OPEN_END_WHOLE = new RegExp(`^(?:${OPEN_END})$`, 'i');
/** The English words of those: after a year and a space alone they are prose ("in 2019 actually …"). */
const ENGLISH_WORD_END = /^(?:actually|nowadays)$/i;
const END = `(?:${POINT}|(?:${OPEN_END})\\b)`;
/**
 * Two points joined by a dash, "to" or "and" ("Summer 2012 and 2013"), or only by a space where
 * extraction dropped the dash; an expected end may say so ("Mar. 2016 – Exp. Jun. 2017").
 */
const RANGE = new RegExp(
  `(${POINT})(?:\\s*(?:-|–|—|to|till|until|and|bis|hasta|à)\\s*|\\s+)(?:exp(?:ected)?\\.?\\s+)?(${END})|(${POINT})`,
  'iu',
);

/** Any month name, a word month's among them, as "set 2019 – out 2021" starts or ends. */
const MONTH_NAMED = `(?:(?<!\\p{L})(?:${FOREIGN_MONTH}|${WORD_MONTH})|${ENGLISH_MONTH})\\.?,?\\s+(?:19|20)\\d{2}(?!\\d)`;
const WORD_POINT = `(?<!\\p{L})(?:${WORD_MONTH})\\.?,?\\s+(?:19|20)\\d{2}(?!\\d)`;
/**
 * A range with a month that is also an English word ("set 2019 – out 2021", "out 2018 – atual"): both
 * ends written alike, a month and year or an open end, joined by a dash or the Portuguese "a" / "até".
 * Alone beside a year the word is prose ("Set 2019 sales record").
 */
const WORD_MONTH_RANGE = new RegExp(
  `(${WORD_POINT})\\s*(?:-|—|a|até)\\s*(${MONTH_NAMED}|(?:${OPEN_END})\\b)|(${MONTH_NAMED})\\s*(?:-|—|a|até)\\s*(${WORD_POINT})`,
  'iu',
);

export interface FoundRange {
  /** The points normalised ("2021-01-01", "Present"): for comparing and counting, never for showing. */
  start: string;
  end: string | null;
  /** The points as the resume writes them ("January 2021", "Summer 2022", "2019", "Present"). */
  written: { start: string; end: string | null };
  /** The line with the dates cut out. */
  rest: string;
}

/** The first date range (or single dated point such as "Summer 2022") in a line, normalised and as written. */
export function findDateRange(written: string): FoundRange | null {
  const line = withWholeEndYears(written);
  const match = firstRange(line);
  const worded = WORD_MONTH_RANGE.exec(line);
  const found: Found | null =
    worded && (!match || worded.index <= match.index)
      ? {
          index: worded.index,
          text: worded[0],
          start: worded[1] ?? worded[3] ?? '',
          end: worded[2] ?? worded[4],
        }
      : match;
  if (!found) return null;
  const { index, text, start, end } = found;
  const rest = `${line.slice(0, index)} ${line.slice(index + text.length)}`
    // "(expected 2025)" leaves only its word behind.
    .replace(/\(\s*(?:expected|exp\.?|anticipated)?\s*\)/gi, '')
    // "(course project, 2025)" leaves "(course project)": no separator is left before a bracket closes.
    .replace(/\s*[,;|·–—-]\s*\)/g, ')')
    .replace(/\(\s*[,;|·–—-]\s*/g, '(')
    // "Degree, Expected May 2025": the word that said the date is still to come goes with it.
    .replace(/[\s,–—-]*\b(?:expected|anticipated)\s*$/i, '')
    // The separator that stood between the text and the dates ("Electrician - Employer - 2015 - Present",
    // LinkedIn's "Statistics · (2015 - 2019)").
    .replace(/\s*[|/,—·-]\s*$/, '')
    .replace(/^\s*[|/,:—-]\s*/, '')
    .replace(/\s*\|\s*\|\s*/g, ' | ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    start: canonical(start),
    end: end ? canonical(end) : null,
    written: { start: asWritten(start), end: end ? asWritten(end) : null },
    rest,
  };
}

/**
 * "2019 – 20", "2020-21", "2011-12": a range of years whose end keeps only its last two digits, as
 * academic and financial years are written; a word in lower case after it makes it a count ("2019 - 25
 * stores"). The end is written out ("2019 – 2020") when it comes up to ten years after the start.
 * Without spaces, two digits up to 12 are a range too when they run forwards ("2011-12"), as resumes
 * write years far more often than ISO months; they stay a month ("2019-05", which runs backwards) and
 * so does one joined to another date by a dash or "to" ("2011-12 – 2013-04", "2011-12 to Present"),
 * where the line writes its dates as months.
 */
const SHORT_END_YEAR = /(?<![\d/.-])((?:19|20)\d{2})(\s*[-–—]\s*)(\d{2})(?![\d/.:-])(?!\s+\p{Ll})/gu;
/** A dash or "to" right before or after a point: it is one end of a range, so "yyyy-mm" there is a month. */
const JOINED_BEFORE = /(?:[-–—]|\bto|\bfrom|\bsince)\s*$/i;
const JOINED_AFTER = /^\s*(?:[-–—]|to\b|till\b|until\b)/i;

function withWholeEndYears(line: string): string {
  return line.replace(
    SHORT_END_YEAR,
    (whole: string, start: string, dash: string, yy: string, index: number, all: string) => {
      const month =
        dash === '-' &&
        Number(yy) <= 12 &&
        (Number(yy) <= Number(start) % 100 ||
          JOINED_BEFORE.test(all.slice(Math.max(0, index - 8), index)) ||
          JOINED_AFTER.test(all.slice(index + whole.length, index + whole.length + 8)));
      if (month) return whole;
      const end = Math.floor(Number(start) / 100) * 100 + Number(yy);
      const full = end < Number(start) ? end + 100 : end;
      return full > Number(start) && full - Number(start) <= 10 ? `${start}${dash}${full}` : whole;
    },
  );
}

/** Where a range (or a single date) stands in a line, and its points as written. */
interface Found {
  index: number;
  text: string;
  start: string;
  end: string | undefined;
}

/**
 * The first range in the line, else its first single date. Two points joined only by a space must run
 * forwards to be a range: "President at 2013 Jun. 2010 Jun. 2017" holds "Jun. 2010 Jun. 2017"; and an
 * English word for the present is no end after a space alone: "in 2019 actually" dates only 2019.
 */
function firstRange(line: string): Found | null {
  const pattern = new RegExp(RANGE.source, 'giu');
  let fallback: Found | null = null;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    const [whole, start, end] = match;
    const spaced =
      start !== undefined && end !== undefined && /^\s+$/.test(whole.slice(start.length, -end.length));
    if (spaced && ENGLISH_WORD_END.test(end)) {
      fallback ??= { index: match.index, text: start, start, end: undefined };
      continue;
    }
    const backwards = spaced && canonical(start) > canonical(end) && !OPEN_END_WHOLE.test(end);
    if (!backwards && end !== undefined) return { index: match.index, text: whole, start: start ?? '', end };
    fallback ??= { index: match.index, text: whole, start: start ?? match[3] ?? '', end };
    if (backwards) pattern.lastIndex = match.index + start.length;
  }
  return fallback;
}

/**
 * A point as the resume writes it, tidied only so every reader knows it: one space, the month in English
 * with a capital ("set 2019" is "Sep 2019"), a two-digit year written out ("Jan '20" is "Jan 2020");
 * every open end is "Present".
 */
function asWritten(point: string): string {
  const text = inEnglish(point.replace(/\s+/g, ' ').trim()).replace(
    /\s*['’](\d{2})$/,
    (_m, yy: string) => ` ${century(yy)}${yy}`,
  );
  if (OPEN_END_WHOLE.test(text)) return 'Present';
  return text.replace(/^(\p{L})(\p{L}*)/u, (_m, a: string, b: string) => a.toUpperCase() + b.toLowerCase());
}

/** A point normalised: a month before a full stop ("03.2019") read as before a slash. */
function canonical(point: string): string {
  const text = asWritten(point);
  return text === 'Present' ? text : normalizeDate(text.replace(/^(\d{1,2})\.(?=\d{4}$)/, '$1/'));
}

/** "'20" is 2020 and "'98" 1998: a two-digit year past next year's is from the last century. */
function century(yy: string): string {
  return Number(yy) > (new Date().getFullYear() % 100) + 1 ? '19' : '20';
}
