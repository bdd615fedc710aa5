import { findName } from './contact';
import { isTownAndRegion } from './places';

/** "Toronto, Ontario, Canada", "Austin, TX": where the person lives, as a profile's head gives it. */
const isPlace = (line: string) => isTownAndRegion(line) || /^\p{Lu}[\p{L} ]{1,30}, \p{Lu}{2}$/u.test(line);

/**
 * How many of a section's last lines are the head of the main column of a profile exported as PDF
 * (LinkedIn's "Save as PDF"): the sidebar (contact, top skills, languages, certifications) comes out
 * first, and the main column opens with the person's name, a headline ("Data Analyst at Shopify") and
 * where they live, just before its first heading. 0 when the section does not end so.
 */
export function profileHeadLength(lines: readonly string[]): number {
  for (const length of [3, 2]) {
    const head = lines.slice(-length);
    if (head.length === length && findName([head[0] ?? '']) !== '' && isPlace(head.at(-1) ?? ''))
      return length;
  }
  return 0;
}
