import { ENGLISH_MONTH } from '../parse/monthNames';
import type { HtmlFacts } from '../text/html';
import { words } from '../text/tokens';

const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
const PHONE = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)|\d{2,5})[\s.-]?\d{3,4}[\s.-]?\d{3,5}/;
/**
 * Each section an ATS looks for, the words that name it in a heading or a line of the text, and other
 * headings that serve as it: a student's or a career changer's projects, internships or volunteering,
 * under a heading of their own, are their experience (asking for an "Experience" heading would ask them
 * to relabel it).
 */
const SECTION_PATTERNS: ReadonlyArray<[string, RegExp, RegExp?]> = [
  [
    'Experience',
    /^(?:work |professional |relevant )?(?:experience|employment(?: history)?|work history)\b/im,
    /^(?:(?:academic |personal )?projects|internships?|volunteer(?:ing| work| experience)?)\b/im,
  ],
  ['Education', /^(?:education|academic|qualifications|training)\b/im],
  ['Skills', /^(?:(?:technical |key |core )?skills|competencies|core competencies|expertise)\b/im],
];
const MONTH_NAME_DATE = new RegExp(`${ENGLISH_MONTH}\\.?\\s+(?:19|20)\\d{2}\\b`, 'gi');
const NUMERIC_MONTH_DATE = /\b(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}\b/g;
const ISO_MONTH_DATE = /\b(?:19|20)\d{2}-(?:0[1-9]|1[0-2])\b/g;
/** Two pages of a typical resume hold about 1,000 words. */
const MAX_WORDS = 1100;
const MIN_WORDS = 120;

/** Readable sentences for every formatting problem an ATS would trip on. */
export function formattingErrors(facts: HtmlFacts): string[] {
  const errors: string[] = [];
  const text = facts.text;
  if (!EMAIL.test(text)) errors.push('No e-mail address found: add one to the contact details.');
  if (!PHONE.test(text)) errors.push('No phone number found: add one to the contact details.');
  const headings = facts.headings.join('\n');
  const headed = `${headings}\n${text}`;
  for (const [name, pattern, servesAs] of SECTION_PATTERNS) {
    if (!pattern.test(headed) && !servesAs?.test(headings))
      errors.push(`No ${name} section found: add a heading named "${name}".`);
  }
  if (facts.tables > 0) {
    errors.push('The resume uses a table: many ATS read table cells out of order; use plain lines instead.');
  }
  if (facts.images > 0) {
    errors.push('The resume contains images or icons: ATS cannot read them; put that information in text.');
  }
  if (facts.columnLayouts > 0) {
    errors.push('The resume uses a multi-column layout: ATS may mix the columns; use a single column.');
  }
  const wordCount = words(text).length;
  if (wordCount > MAX_WORDS) {
    errors.push(
      `The resume is about ${wordCount} words, longer than two pages: keep the most relevant content.`,
    );
  } else if (wordCount < MIN_WORDS) {
    errors.push(`The resume is only ${wordCount} words: describe your experience and skills in more detail.`);
  }
  const styles = [MONTH_NAME_DATE, NUMERIC_MONTH_DATE, ISO_MONTH_DATE].filter(
    (p) => (text.match(p) ?? []).length > 0,
  );
  if (styles.length > 1) {
    errors.push(
      'Dates are written in more than one format: use one format (for example "May 2023") throughout.',
    );
  }
  return errors;
}
