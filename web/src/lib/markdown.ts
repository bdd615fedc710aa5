import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * AI output as safe HTML: markdown rendered by marked, then the result (raw HTML included)
 * sanitised with DOMPurify, because AI text is hostile like any other input.
 */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true }) as string;
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
