import { describe, expect, it } from 'vitest';
import { layoutPage } from '../src/parse/pdfLayout.mjs';

/** A pdf.js text item: `str` set at (x, y) in a 10 pt font, about 5 pt a character wide. */
const item = (str: string, x: number, y: number, size = 10, fontName = 'body') => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
  fontName,
});

describe('reading a PDF page as laid out', () => {
  it('reads a sidebar and a main column each in turn, whatever order the content stream draws them in', () => {
    const sidebar = ['SKILLS', 'Python', 'SQL', 'Kafka', 'EDUCATION', 'UC Berkeley', '2019'];
    const main = [
      'EXPERIENCE',
      'Data Engineer, Acme Corporation, Oakland',
      'Jan 2021 – Present',
      '• Built the pipelines that load every order into the warehouse',
      'Analyst, Initech',
    ];
    // Drawn row by row across both columns, as many generators do.
    const items = [item('Jane Doe', 250, 780, 20)];
    for (let i = 0; i < 7; i++) {
      const left = sidebar[i];
      const right = main[i];
      if (left) items.push(item(left, 40, 740 - 14 * i));
      if (right) items.push(item(right, 220, 740 - 14 * i));
    }
    expect(layoutPage(items, 612)).toEqual(['Jane Doe', ...sidebar, ...main]);
  });

  it('keeps a date set to the right of its line on that line, in a one-column page', () => {
    const items = [
      item('EXPERIENCE', 40, 740),
      item('Data Engineer, Acme', 40, 726),
      item('2021 – Present', 480, 726),
      ...Array.from({ length: 8 }, (_, i) =>
        item('• Built the pipelines that load every order into the warehouse each night', 40, 712 - 14 * i),
      ),
    ];
    expect(layoutPage(items, 612).slice(0, 2)).toEqual(['EXPERIENCE', 'Data Engineer, Acme\t2021 – Present']);
  });

  it('puts back a line a narrow column wrapped, so the degree and school read as one line', () => {
    const items = [
      item('EDUCATION', 40, 740),
      item('Bachelor of Science in', 40, 726),
      item('2019', 175, 726),
      item('Computer Science —', 40, 714),
      item('University of California', 40, 702),
      item('SKILLS', 40, 680),
      item('Python', 40, 666),
    ];
    expect(layoutPage(items, 612)).toEqual([
      'EDUCATION',
      'Bachelor of Science in Computer Science — University of California\t2019',
      'SKILLS',
      'Python',
    ]);
  });

  it('puts back a title a narrow column wrapped when both lines are in the title font, not the body font', () => {
    // A column about 180 pt wide: the title runs to its edge, and "Team" would not have fitted after it.
    const bullet = '• Built the pipelines for orders';
    const items = [
      item('Site Reliability Engineer & Infra', 40, 740, 10, 'bold'),
      item('Team Lead — Danggeun Pay Inc.', 40, 728, 10, 'bold'),
      ...Array.from({ length: 4 }, (_, i) => item(bullet, 40, 716 - 12 * i)),
      item('UC Berkeley, Computer Science', 40, 660),
      item('Economics Society', 40, 648, 10, 'bold'),
    ];
    const lines = layoutPage(items, 612);
    expect(lines[0]).toBe('Site Reliability Engineer & Infra Team Lead — Danggeun Pay Inc.');
    // A line in the body font over one in the title font are two lines: nothing says the first wrapped.
    expect(lines.slice(-2)).toEqual(['UC Berkeley, Computer Science', 'Economics Society']);
  });
});
