import { datesAnEntry } from './strayEntries';

/**
 * Headings told by how they are set, as well as by their words. A document sets its section headings
 * in a style of their own (a larger size, a bolder font, letters spaced out), and the headings whose
 * words name a section show which style that is: a short line set in it is a heading too, whatever its
 * words ("Volunteering Abroad", "Publications & Talks", "Program Committees"). The style is learnt per
 * document from its own lines, never from sizes or fonts fixed here: the readers mark a line's style
 * only where it differs from the document's body text (lineStyles.ts).
 */

/**
 * A line that could be a heading by its form: a few words of letters, not a list item, a sentence, a
 * date or a row of cells.
 */
export function readsAsTitle(line: string): boolean {
  const words = line.split(' ');
  return (
    words.length <= 5 &&
    line.length <= 40 &&
    /\p{L}/u.test(line) &&
    !/[\d|@\t]/.test(line) &&
    !/^[•▪◦●∙·*-]/.test(line) &&
    !/[.,;]$/.test(line)
  );
}

/**
 * The styles the document sets its headings in: each style that two or more lines its words name as
 * headings are set in, unless the style is no heading's alone. Bold entry titles can share the headings'
 * style (bold at the body's size); what gives them away is a line that could not be a heading (a
 * sentence, a title with its dates), an entry's dates on the line after, or more such lines than named
 * headings: a resume's headings are mostly the usual ones.
 */
export function headingStyles(
  lines: readonly string[],
  styles: readonly (string | undefined)[],
  namedHeading: (line: string) => boolean,
): Set<string> {
  const named = new Map<string, number>();
  const unnamed = new Map<string, number>();
  const spoilt = new Set<string>();
  lines.forEach((line, i) => {
    const style = styles[i];
    if (style === undefined) return;
    if (namedHeading(line)) named.set(style, (named.get(style) ?? 0) + 1);
    else if (!readsAsTitle(line) || datesAnEntry(lines[i + 1] ?? '')) spoilt.add(style);
    else unnamed.set(style, (unnamed.get(style) ?? 0) + 1);
  });
  return new Set(
    [...named]
      .filter(([style, count]) => count >= 2 && !spoilt.has(style) && (unnamed.get(style) ?? 0) <= count)
      .map(([style]) => style),
  );
}
