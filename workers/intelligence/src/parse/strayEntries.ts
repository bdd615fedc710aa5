import { findDateRange } from './dateRanges';
import { ROLE_WORDS } from './markers';
import { isRegion } from './places';

/**
 * A dated entry (a job, a course) that a layout ran on under a list's heading, as two-column DOCX and PDF
 * extraction does when one column ends: the list stops where the entry begins.
 */

/** Words a dated line of an entry keeps to; a paragraph of skills may mention a date in passing. */
const DATED_LINE_WORDS = 16;

/**
 * A line dating an entry: a range with both ends ("Jan 2019 - Sep 2021", "2013 - Now") or a month and
 * year ("January 2014"). A lone year is not enough: skills name versions ("Excel 2016").
 */
export function datesAnEntry(line: string): boolean {
  if (line.split(/\s+/).length > DATED_LINE_WORDS) return false;
  const range = findDateRange(line);
  return range !== null && (range.end !== null || /^(?:19|20)\d{2}-\d{2}/.test(range.start));
}

/** Words a header line of an entry keeps to: a role and employer, or a town and region. */
const HEADER_WORDS = 8;

/**
 * A line above an entry's dates that heads it: one naming a role ("ProTools, Human Resources Manager")
 * or a place ("Brooklyn, NY"), short enough to be no sentence.
 */
export function headsAnEntry(line: string): boolean {
  if (line.split(/\s+/).length > HEADER_WORDS || /[.!?]$/.test(line)) return false;
  const pieces = line.split(',').map((p) => p.trim());
  const place = pieces.length >= 2 && pieces.slice(1).every((p) => p !== '' && isRegion(p));
  return place || ROLE_WORDS.test(line);
}
