/**
 * Resume dates as people write them ("May 2023", "Sept. 2019", "2020", "Present") and the stored form the
 * SPEC asks for: a month and year become YYYY-MM-01; anything else is kept as written.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const MONTH_YEAR = /^([a-z]{3,9})\.?,?\s+(\d{4})$/i;
const YEAR_MONTH_NUMERIC = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/;
const MONTH_SLASH_YEAR = /^(\d{1,2})\/(\d{4})$/;

/** The month number of an English month name or abbreviation ("Sept", "September"), else undefined. */
function monthNumber(word: string): number | undefined {
  const key = word.toLowerCase();
  const exact = MONTHS[key];
  if (exact) return exact;
  const prefix = MONTHS[key.slice(0, 3)];
  // Only accept a longer word if it is the month's full name ("mayor" is not May).
  if (prefix && FULL_NAMES[prefix - 1]?.startsWith(key)) return prefix;
  return undefined;
}

const FULL_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** "May 2023" → "2023-05-01", "05/2023" → "2023-05-01", "2023-05" → "2023-05-01"; other text unchanged. */
export function normalizeDate(raw: string): string {
  const text = raw.trim();
  const named = MONTH_YEAR.exec(text);
  if (named) {
    const month = monthNumber(named[1] ?? '');
    if (month) return `${named[2]}-${pad(month)}-01`;
  }
  const numeric = YEAR_MONTH_NUMERIC.exec(text) ?? null;
  if (numeric) {
    const month = Number(numeric[2]);
    if (month >= 1 && month <= 12) return `${numeric[1]}-${pad(month)}-01`;
  }
  const slash = MONTH_SLASH_YEAR.exec(text);
  if (slash) {
    const month = Number(slash[1]);
    if (month >= 1 && month <= 12) return `${slash[2]}-${pad(month)}-01`;
  }
  return text;
}

/** Separators people put between a start and an end date. */
const RANGE_SEPARATOR =
  /\s+(?:-|–|—|to|until)\s+|\s*[–—]\s*|(?<=\b(?:19|20)\d{2})-(?=(?:19|20)\d{2}\b|present\b)/i;

const MONTH_OR_SEASON =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter)';
const DATE_TOKEN = new RegExp(
  `^(?:${MONTH_OR_SEASON}\\.?,?\\s+)?(?:19|20)\\d{2}$|^\\d{1,2}\\/\\d{4}$|^\\d{4}-\\d{1,2}(?:-\\d{1,2})?$|^(?:present|current|now|ongoing)$`,
  'i',
);

/** True when the text is one date as a resume writes it ("May 2023", "2021", "Present"). */
export function isDateToken(text: string): boolean {
  return DATE_TOKEN.test(text.trim());
}

/**
 * Splits "May 2023 - Present" into normalised start and end. Returns null when the text is not a date
 * range or a single date, so callers can tell dates from prose.
 */
export function parseDateRange(text: string): { start: string; end: string | null } | null {
  const cleaned = text.trim().replace(/^\(|\)$/g, '');
  if (cleaned.length === 0 || cleaned.length > 60) return null;
  const parts = cleaned.split(RANGE_SEPARATOR).map((p) => p.trim());
  if (parts.length > 2 || !parts.every(isDateToken)) return null;
  const [start = '', end] = parts;
  return { start: normalizeDate(start), end: end === undefined ? null : canonicalEnd(end) };
}

function canonicalEnd(end: string): string {
  return /^(?:present|current|now|ongoing)$/i.test(end) ? 'Present' : normalizeDate(end);
}

/** "2023-05-01" → "May 2023" for display in markdown; other text unchanged. */
export function displayDate(stored: string): string {
  const match = /^(\d{4})-(\d{2})-01$/.exec(stored);
  if (!match) return stored;
  const name = FULL_NAMES[Number(match[2]) - 1];
  return name ? `${name[0]?.toUpperCase()}${name.slice(1)} ${match[1]}` : stored;
}

/**
 * "2020-08-01" → "Aug 2020" for resumes people read (cards, PDF, DOCX); a date the user wrote without a
 * month ("2019", "Summer 2022", "Present") is shown as they wrote it.
 */
export function humanDate(stored: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(stored.trim());
  const name = match ? FULL_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !name) return stored.trim();
  return `${name[0]?.toUpperCase()}${name.slice(1, 3)} ${match[1]}`;
}
