import { Parser } from 'htmlparser2';

/** What the formatting checks need to know about a resume's HTML besides its text. */
export interface HtmlFacts {
  text: string;
  tables: number;
  images: number;
  /** Elements styled into side-by-side columns (CSS columns, grid columns, floats). */
  columnLayouts: number;
  /** Text of h1–h6 elements, for section detection. */
  headings: string[];
}

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'br',
  'li',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'header',
  'footer',
  'article',
  'ul',
  'ol',
  'table',
  'hr',
]);
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'head', 'title']);
const COLUMN_STYLE = /column-count|columns\s*:|grid-template-columns|float\s*:\s*(?:left|right)/i;

/**
 * Reads hostile HTML with htmlparser2's tokenizer: nothing is executed, fetched or rendered, and the cost
 * is linear in the input. Plain text (no tags at all) passes through unchanged.
 */
export function readHtml(html: string): HtmlFacts {
  const facts: HtmlFacts = { text: '', tables: 0, images: 0, columnLayouts: 0, headings: [] };
  const parts: string[] = [];
  let skipping = 0;
  let heading: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED_TAGS.has(name)) skipping += 1;
        if (name === 'table') facts.tables += 1;
        if (name === 'img' || name === 'svg' || name === 'picture') facts.images += 1;
        if (COLUMN_STYLE.test(attributes.style ?? '')) facts.columnLayouts += 1;
        if (/^h[1-6]$/.test(name)) heading = [];
        if (BLOCK_TAGS.has(name)) parts.push('\n');
      },
      ontext(text) {
        if (skipping > 0) return;
        parts.push(text);
        heading?.push(text);
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipping = Math.max(0, skipping - 1);
        if (/^h[1-6]$/.test(name) && heading) {
          facts.headings.push(heading.join('').trim());
          heading = null;
        }
        if (BLOCK_TAGS.has(name)) parts.push('\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  facts.text = parts
    .join('')
    // Tabs separate columns in converted Word documents ("Name<tab>David Garcia"): keep them as a bar.
    .replace(/\t+/g, ' | ')
    .replace(/[ \u00a0]+/g, ' ')
    .replace(/ ?\n[ \n]*/g, '\n')
    .trim();
  return facts;
}
