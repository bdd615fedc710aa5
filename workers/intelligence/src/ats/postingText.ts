import { readHtml } from '../text/html';

/** An HTML element of the kind a posting copied from a page's source carries. */
const HTML_ELEMENT =
  /<\/?(?:p|div|span|br|li|ul|ol|b|i|u|em|strong|h[1-6]|a|img|table|tr|td|script|style)\b[^<>]{0,500}>/i;

/**
 * A job description as plain text. Users paste postings from pages, sometimes as HTML source: its tags,
 * attributes and scripts would otherwise be read as the posting's words ("img", "src", a script's
 * identifiers). Text with no HTML element passes through unchanged, so "List<String>" or "<5 years" in a
 * plain posting stay as written.
 */
export function postingText(jobDescription: string): string {
  return HTML_ELEMENT.test(jobDescription) ? readHtml(jobDescription).text : jobDescription;
}
