import {
  PAGE_SIZES,
  type ResumeData,
  renderResumeHtml,
  resumeDataSchema,
  TEMPLATE_NAMES,
} from '@rb/contracts';
import { parseResumeStructure } from '@rb/intelligence';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderProcessors } from '../src/processors/render';
import { BrowserPool } from '../src/render/browserPool';
import { findChromium } from '../src/render/chromium';

const resume: ResumeData = resumeDataSchema.parse({
  name: 'Maria Schmidt',
  email: 'maria.schmidt@example.com',
  phone: '+1 555 010 0199',
  summary: 'Product designer with eight years of experience in accessible interfaces.',
  experience: [
    {
      company: 'Zalando',
      role: 'Senior Product Designer',
      start_date: '2019',
      end_date: 'Present',
      responsibilities: ['Led the redesign of the checkout flow', 'Ran usability studies with 40 customers'],
    },
  ],
  education: [
    { institution: 'Universität der Künste Berlin', degree: 'MSc Design', graduation_year: '2015' },
  ],
  skills: ['Figma', 'User Research', 'Accessibility'],
});

/** Points of each page size (1/72 in): A4 is 210 × 297 mm, Letter 8.5 × 11 in. */
const sizes = { a4: [595.28, 841.89], letter: [612, 792] } as const;

async function readPdf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const info = await parser.getInfo({ parsePageInfo: true });
    const text = (await parser.getText()).text;
    return { info, text };
  } finally {
    await parser.destroy();
  }
}

describe('resume PDFs: page size, language and metadata', () => {
  const pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH), size: 1 });
  const render = renderProcessors(pool);
  /** A resume PDF as the render queue makes it (the job's result is base64). */
  async function resumePdf(template: (typeof TEMPLATE_NAMES)[number], pageSize: (typeof PAGE_SIZES)[number]) {
    const job = render['resume.render'];
    if (!job) throw new Error('the render queue has no resume.render');
    const progress = async () => {};
    const result = await job({ format: 'pdf', template, pageSize, lang: 'de-DE', resume }, { progress });
    return Buffer.from(result.base64, 'base64');
  }
  beforeAll(() => pool.warm());
  afterAll(() => pool.close());

  it('puts the language on <html> and the name in the title', () => {
    const html = renderResumeHtml(resume, 'classic', 'de-DE');
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<title>Maria Schmidt</title>');
  });

  for (const template of TEMPLATE_NAMES) {
    for (const pageSize of PAGE_SIZES) {
      it(`${template} on ${pageSize}: the page size asked for, the title and author, and a text layer our import reads back`, async () => {
        const { info, text } = await readPdf(await resumePdf(template, pageSize));
        const page = info.pages?.[0] as { width?: number; height?: number } | undefined;
        const [width, height] = sizes[pageSize];
        // Chromium rounds the page to whole CSS pixels: within a point of the size.
        expect(Math.abs((page?.width ?? 0) - width)).toBeLessThan(1);
        expect(Math.abs((page?.height ?? 0) - height)).toBeLessThan(1);
        expect(info.info?.Title).toBe('Maria Schmidt');
        expect(info.info?.Author).toBe('Maria Schmidt');
        expect(info.info?.Language).toBe('de-DE');
        const parsed = parseResumeStructure(text);
        const { name, email, phone, summary } = resume;
        expect(parsed).toMatchObject({ name, email, phone, summary });
        expect(parsed?.experience[0]).toMatchObject({ company: 'Zalando', role: 'Senior Product Designer' });
        expect(parsed?.experience[0]?.responsibilities).toEqual(resume.experience[0]?.responsibilities);
        expect(parsed?.skills).toEqual(resume.skills);
        expect(parsed?.education).toEqual(resume.education);
      });
    }
  }
});
