import { LANGUAGE_TAG, PAGE_SIZES, type PageSize } from '@rb/contracts';

/** Regions that print on US Letter; everywhere else uses A4. */
const LETTER_REGIONS = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'PR',
  'GT',
  'CR',
  'PA',
  'SV',
  'DO',
]);

/** The browser locale's paper: "en-US" → Letter, "en-GB" or "de" → A4. */
export function defaultPageSize(locale = navigator.language): PageSize {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
  } catch {
    return 'a4';
  }
}

/** Where the user's choice is kept: a device preference (like the theme), kept at logout. */
export const PAGE_SIZE_KEY = 'pageSize';

/**
 * The page size of every download (resume, editor text, cover letter; PDF and DOCX): the one the user last
 * chose in any download control, else the browser locale's.
 */
export function preferredPageSize(): PageSize {
  const stored = localStorage.getItem(PAGE_SIZE_KEY);
  return PAGE_SIZES.find((size) => size === stored) ?? defaultPageSize();
}

export const choosePageSize = (size: PageSize) => localStorage.setItem(PAGE_SIZE_KEY, size);

/** The document language for `<html lang>`: the browser's, when it is a plain language tag. */
export const documentLanguage = (locale = navigator.language) => (LANGUAGE_TAG.test(locale) ? locale : 'en');
