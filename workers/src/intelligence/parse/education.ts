import type { Education } from '@rb/contracts';
import { findDateRange } from './dateRanges';

const DEGREE =
  /\b(?:bachelor|master|doctor|ph\.?\s?d|mba|associate'?s? degree|associates degree|diploma|certificate|b\.?\s?sc|m\.?\s?sc|b\.?\s?s\.|m\.?\s?s\.|b\.?\s?a\.|b\.?\s?tech|m\.?\s?tech|b\.?\s?eng|m\.?\s?eng|b\.?\s?com|a\.?\s?a\.|high school diploma|ged)\b/i;
const INSTITUTION =
  /\b(?:university|college|institute|school|academy|polytechnic|conservatory|universit[äéy]|postech)\b/i;

/**
 * Education entries: each degree line and each institution line fills the open entry, and a second
 * degree or institution starts the next one. The graduation year is the end (or only) date nearby.
 */
export function parseEducation(lines: readonly string[]): Education[] {
  const entries: Education[] = [];
  let open: Education | null = null;
  const start = () => {
    open = { institution: '', degree: '', graduation_year: '' };
    entries.push(open);
    return open;
  };
  for (const raw of lines) {
    const line = raw.replace(/^[•▪◦●*-]\s*/, '').trim();
    const range = findDateRange(line);
    const text = range ? range.rest : line;
    // Pieces at "|", ";", ", Capital", and a spaced hyphen or em dash (our templates write "Degree — School").
    for (const piece of text.split(/\s+\|\s+|;\s+|,\s+(?=\p{Lu})|\s+[-—]\s+/u)) {
      const value = piece.trim();
      if (DEGREE.test(value) && value.length <= 120) {
        const entry: Education = open && !(open as Education).degree ? open : start();
        entry.degree = value;
      } else if (INSTITUTION.test(value) && value.length <= 120) {
        const entry: Education = open && !(open as Education).institution ? open : start();
        entry.institution = value;
      }
    }
    if (range && open) {
      const year = /(?:19|20)\d{2}/.exec(range.end && range.end !== 'Present' ? range.end : range.start)?.[0];
      if (year && !(open as Education).graduation_year) (open as Education).graduation_year = year;
    }
  }
  return entries;
}
