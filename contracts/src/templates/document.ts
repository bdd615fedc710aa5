import { escapeHtml } from './escape';

/**
 * No resource may load: no scripts, images, fonts, frames or connections; only the template's own
 * inline style. The renderer also blocks requests and disables JavaScript; this is the third wall.
 */
export const TEMPLATE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** System fonts only (Noto covers Latin with accents, CJK and most scripts); nothing is fetched. */
export const FONT_STACK =
  "'Noto Sans', 'Noto Sans CJK JP', 'Noto Sans CJK SC', 'Noto Sans CJK KR', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif";

/**
 * The text of a template's <style> element. It depends on the template alone, never on user data,
 * which is what lets the app's CSP allow the live preview's styles by hash (see templateStylesheets).
 */
export function templateStylesheet(css: string): string {
  return `@page{margin:16mm 15mm}*{box-sizing:border-box}body{margin:0;font-family:${FONT_STACK};font-size:10.5pt;line-height:1.4;color:#111;overflow-wrap:anywhere}${css}`;
}

/**
 * A complete, self-contained HTML page in language `lang`: the CSP meta first, then the template's CSS
 * and body. The page size is the PDF renderer's choice (A4 or Letter), so the stylesheet names none.
 */
export function htmlDocument(title: string, css: string, body: string, lang = 'en'): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${TEMPLATE_CSP}"><title>${escapeHtml(title)}</title><style>${templateStylesheet(css)}</style></head><body>${body}</body></html>`;
}
