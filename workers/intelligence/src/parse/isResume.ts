import type { ParsedSection } from './sections';

const LETTER_MARKERS =
  /^(?:dear\b|to whom it may concern|sincerely|yours (?:faithfully|sincerely|truly)|kind regards|best regards)/im;
const RESUME_SECTIONS: readonly ParsedSection[] = ['experience', 'education', 'skills', 'certifications'];

/**
 * Whether a text is a resume rather than a cover letter or other document: a resume has at least two of
 * its core sections, and a letter's salutation or closing without them marks a letter.
 */
export function looksLikeResume(
  text: string,
  sections: ReadonlyMap<ParsedSection | 'top', string[]>,
): boolean {
  const core = RESUME_SECTIONS.filter((s) => (sections.get(s)?.length ?? 0) > 0).length;
  if (core >= 2) return true;
  if (LETTER_MARKERS.test(text)) return false;
  return core >= 1 && text.length > 300;
}
