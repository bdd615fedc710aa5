export { TEMPLATE_CSP } from './document';
export { escapeHtml, MAX_WORD_CHARS } from './escape';
export { paragraphs, renderCoverLetterHtml, renderTextHtml } from './letter';
export { dateRange, type OutlineEntry, type OutlineSection, resumeOutline } from './outline';
export { renderResumeHtml } from './resume';
export { templateStylesheets } from './stylesheets';
