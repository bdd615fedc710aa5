import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_SIZES, renderResumeHtml, TEMPLATE_NAMES } from '@rb/contracts';
import { parseResumeHtml, parseResumeStructure } from '@rb/intelligence';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytesText } from '../../scripts/eval/corpus';
import { differingFields } from '../../scripts/eval/resumeFields';
import { structuredCorpusResumes } from '../../scripts/eval/structuredResumes';
import { VARIED_RESUMES } from '../../scripts/eval/variedResumes';
import { BrowserPool } from '../src/render/browserPool';
import { findChromium } from '../src/render/chromium';
import { resumeDocx } from '../src/render/docx/resume';

/**
 * Our exports parse back to the same resume: each resume exported with each template and page size to
 * PDF (Chromium) and to DOCX, then read as an upload is (the PDF laid out by pdf.js as in the sandbox,
 * the DOCX through mammoth's HTML read as a document), gives every field it was exported with.
 */
const resumes = [...VARIED_RESUMES, ...structuredCorpusResumes()];

describe('export then import gives the same fields', () => {
  const pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH), size: 1 });
  beforeAll(() => pool.warm());
  afterAll(() => pool.close());

  for (const { label, resume } of resumes) {
    it(`PDF, every template and page size: ${label}`, async () => {
      for (const template of TEMPLATE_NAMES) {
        for (const size of PAGE_SIZES) {
          const text = await pdfBytesText(await pool.renderPdf(renderResumeHtml(resume, template), size));
          expect(differingFields(resume, parseResumeStructure(text)), `${template} ${size}`).toEqual([]);
        }
      }
    });

    it(`DOCX, every page size: ${label}`, async () => {
      for (const size of PAGE_SIZES) {
        const html = (await mammoth.convertToHtml({ buffer: await resumeDocx(resume, size) })).value;
        expect(differingFields(resume, parseResumeHtml(html)), size).toEqual([]);
      }
    });
  }

  it('is a tagged PDF with the person as its title, its language, and a bookmark per section', async () => {
    const { resume } = VARIED_RESUMES[1] as (typeof VARIED_RESUMES)[number];
    const pdf = await pool.renderPdf(renderResumeHtml(resume, 'classic'), 'letter');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rb-pdf-')), 'resume.pdf');
    fs.writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    fs.rmSync(path.dirname(file), { recursive: true });
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+${resume.name}$`, 'm'));
    expect(info).toMatch(/^Pages:\s+2$/m);
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const { info: meta, outline } = await parser.getInfo();
    await parser.destroy();
    expect(meta).toMatchObject({ Language: 'en' });
    expect(outline?.map((o) => o.title)).toEqual([resume.name]);
    expect(outline?.[0]?.items.map((o: { title: string }) => o.title.toLowerCase())).toEqual([
      'summary',
      'experience',
      'education',
      'skills',
      'certifications',
      'languages',
    ]);
  });
});
