import type { CustomSection } from '@rb/contracts';
import { BULLET } from './markers';
import type { TitledSection } from './sections';

/**
 * Headings whose content is no section of the resume: personal details and links are contact
 * information (an address, a place of birth: nothing an employer needs), and references are offered,
 * not listed. Everything else under a heading the form has no field for is kept as written.
 */
const NOT_SECTIONS = new Set(['details', 'personal details', 'links', 'portfolio', 'references']);

/**
 * The sections the form has no field for ("Leadership", "Activities", "Interests", "Affiliations"),
 * kept as titled lists so an import loses none of them: each bullet or line an item, a line opening in
 * lower case joined to the one it continues. A heading in capitals is given in title case.
 */
export function parseCustomSections(others: readonly TitledSection[]): CustomSection[] {
  return others
    .filter((section) => section.title !== '' && !NOT_SECTIONS.has(section.title.toLowerCase()))
    .map((section) => ({ title: titleCase(section.title), items: items(section.lines) }))
    .filter((section) => section.items.length > 0);
}

function items(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.replace(BULLET, '').trim();
    if (!text) continue;
    if (out.length > 0 && !BULLET.test(line) && /^\p{Ll}/u.test(text)) out[out.length - 1] += ` ${text}`;
    else out.push(text);
  }
  return out;
}

const titleCase = (title: string) =>
  /\p{Ll}/u.test(title)
    ? title
    : title
        .toLowerCase()
        .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
