import { describe, expect, it } from 'vitest';
import { layoutPage } from '../src/parse/pdfLayout.mjs';

/** A pdf.js text item: `str` set at (x, y) in a 10 pt font, about 5 pt a character wide. */
const item = (str: string, x: number, y: number, size = 10) => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
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
});
