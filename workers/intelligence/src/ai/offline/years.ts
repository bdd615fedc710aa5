import { type Experience, normalizeDate } from '@rb/contracts';

/** Counts written as words, as people state their years ("three years of experience"). */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
/** "three years of experience", "10+ years in", "over 5 yrs": bounded, no nested quantifiers. */
const STATED = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\+? ?(?:years?|yrs)\\b(?: of)?([^.\\n]{0,40})`,
  'gi',
);

/** Years of experience the person states in their own words, or undefined when they state none. */
export function statedYears(text: string): number | undefined {
  for (const match of text.replace(/\s+/g, ' ').slice(0, 5000).matchAll(STATED)) {
    const raw = (match[1] ?? '').toLowerCase();
    const years = NUMBER_WORDS[raw] ?? Number(raw);
    if (years > 0 && years <= 50) return years;
  }
  return undefined;
}

const SEASON_MONTH: Record<string, number> = { winter: 0, spring: 3, summer: 6, fall: 9, autumn: 9 };
/** A season names about three months of work ("Summer 2022" is an internship). */
const SEASON_LENGTH = 3;

export interface Point {
  /** Months since year 0. */
  month: number;
  /** True when only the year was given. */
  yearOnly: boolean;
  season: boolean;
}

export function pointOf(date: string, now: Date): Point | undefined {
  // Dates are kept as written ("January 2021"); their normalised form ("2021-01-01") is what is counted.
  const text = normalizeDate(date).toLowerCase();
  if (/^(?:present|current|now|ongoing|today)$/.test(text)) {
    return { month: now.getUTCFullYear() * 12 + now.getUTCMonth(), yearOnly: false, season: false };
  }
  const iso = /^((?:19|20)\d{2})-(\d{2})/.exec(text);
  if (iso) return { month: Number(iso[1]) * 12 + Number(iso[2]) - 1, yearOnly: false, season: false };
  const season = /^(winter|spring|summer|fall|autumn)\s+((?:19|20)\d{2})$/.exec(text);
  if (season) {
    const month = Number(season[2]) * 12 + (SEASON_MONTH[season[1] ?? ''] ?? 0);
    return { month, yearOnly: false, season: true };
  }
  const year = /\b((?:19|20)\d{2})\b/.exec(text);
  if (year) return { month: Number(year[1]) * 12, yearOnly: true, season: false };
  return undefined;
}

/**
 * Whole years of work the roles cover: each role is an interval of months (the end month included; a
 * year alone runs January to December), overlapping roles are merged and the gaps between them are not
 * counted, so two jobs held at once count once and a year off counts zero.
 */
export function yearsFromRoles(experience: readonly Experience[], now = new Date()): number {
  const intervals: Array<[number, number]> = [];
  for (const job of experience) {
    const start = pointOf(job.start_date, now);
    if (!start) continue;
    const end = job.end_date ? pointOf(job.end_date, now) : undefined;
    const last = end
      ? end.month + (end.yearOnly ? 11 : 0)
      : start.month + (start.season ? SEASON_LENGTH - 1 : start.yearOnly ? 11 : 0);
    if (last >= start.month) intervals.push([start.month, last + 1]);
  }
  intervals.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let open: [number, number] | undefined;
  for (const [from, to] of intervals) {
    if (open && from <= open[1]) {
      open[1] = Math.max(open[1], to);
      continue;
    }
    if (open) months += open[1] - open[0];
    open = [from, to];
  }
  if (open) months += open[1] - open[0];
  return Math.floor(months / 12);
}
