export { TEMPLATE_CSP } from './document';
export { escapeHtml } from './escape';
export { paragraphs, renderCoverLetterHtml, renderTextHtml } from './letter';
export { renderResumeHtml } from './resume';
export { dateRange } from './sections';
export { templateStylesheets } from './stylesheets';
