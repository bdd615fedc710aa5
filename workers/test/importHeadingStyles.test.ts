import { parseResumeStructure } from '@rb/intelligence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytesText } from '../../scripts/eval/corpus';
import { BrowserPool } from '../src/render/browserPool';
import { findChromium } from '../src/render/chromium';

/**
 * Headings told by how the page sets them: PDFs printed here by Chromium from HTML in a style of their
 * own (not our templates), read as an upload is (pdf.js laid out as in the sandbox). A section whose
 * heading's words name none is still a section when its heading is set like the others.
 */

const page = (headingCss: string, body: string) => `<!doctype html><html lang="en"><head><style>
  body { font: 10.5pt/1.35 'DejaVu Sans', sans-serif; margin: 40px; }
  h1 { font-size: 20pt; margin: 0; }
  h2 { ${headingCss} margin: 14px 0 4px; }
  p { margin: 0 0 3px; }
  .job { font-weight: bold; }
</style></head><body>${body}</body></html>`;

const resume = (heading: (title: string) => string) => `
  <h1>Ingrid Solberg</h1>
  <p>ingrid.solberg@example.no | +47 555 01 234</p>
  ${heading('Experience')}
  <p class="job">Project Engineer, Nordfjell Mining</p>
  <p>March 2019 – Present</p>
  <p>• Logged 3,400 m of drill core across four licences each season</p>
  <p>• Trained six graduates in core logging and sampling</p>
  ${heading('Skills')}
  <p>Core logging, GIS, Leapfrog</p>
  ${heading('Publications &amp; Talks')}
  <p>Glacial till geochemistry in western Norway, Nordic Geology Meeting</p>
  <p>Drill core for beginners, Bergen Geology Club</p>
  ${heading('Volunteering Abroad')}
  <p class="job">Field Assistant, Andes Water Trust</p>
  <p>June 2016 – August 2016</p>
  <p>• Mapped springs for two village water systems</p>`;

const PUBLICATIONS = [
  'Glacial till geochemistry in western Norway, Nordic Geology Meeting',
  'Drill core for beginners, Bergen Geology Club',
];

describe('a PDF heading told by its size and weight', () => {
  const pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH), size: 1 });
  beforeAll(() => pool.warm());
  afterAll(() => pool.close());

  const read = async (headingCss: string) => {
    const html = page(
      headingCss,
      resume((title) => `<h2>${title}</h2>`),
    );
    const parsed = parseResumeStructure(await pdfBytesText(await pool.renderPdf(html, 'a4')));
    if (!parsed) throw new Error('not read as a resume');
    return parsed;
  };

  it('opens a section at a heading set larger and bold like the others, whatever its words', async () => {
    const parsed = await read('font-size: 14pt; font-weight: bold;');
    expect(parsed.skills).toEqual(['Core logging', 'GIS', 'Leapfrog']);
    expect(parsed.custom).toEqual([{ title: 'Publications & Talks', items: PUBLICATIONS }]);
    // A heading whose first word names a section, set as a heading, heads that section whole.
    expect(parsed.volunteering).toEqual([
      expect.objectContaining({ organization: 'Andes Water Trust', role: 'Field Assistant' }),
    ]);
    expect(parsed.experience).toEqual([
      expect.objectContaining({ company: 'Nordfjell Mining', role: 'Project Engineer' }),
    ]);
  });

  it('opens a section at a heading set larger in capitals with its letters spaced out', async () => {
    const parsed = await read(
      'font-size: 13pt; font-weight: normal; text-transform: uppercase; letter-spacing: 2pt;',
    );
    expect(parsed.skills).toEqual(['Core logging', 'GIS', 'Leapfrog']);
    // pdf.js gives letters spaced out with one space between each, the words' gaps lost: the title
    // comes back without them, its lines under it.
    expect(parsed.custom?.[0]?.items).toEqual(PUBLICATIONS);
  });

  it('takes no bold title of a job for a heading, set at the body size', async () => {
    // Headings bold at the body's size, as the jobs' titles are: one style, which the titles' dates
    // show is no heading's alone; the words alone say what a heading is.
    const parsed = await read('font-size: 10.5pt; font-weight: bold;');
    expect(parsed.experience.map((j) => j.company)).toEqual(['Nordfjell Mining']);
  });
});
