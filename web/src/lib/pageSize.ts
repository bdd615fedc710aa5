import { LANGUAGE_TAG, type PageSize } from '@rb/contracts';

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

/** The document language for `<html lang>`: the browser's, when it is a plain language tag. */
export const documentLanguage = (locale = navigator.language) => (LANGUAGE_TAG.test(locale) ? locale : 'en');
