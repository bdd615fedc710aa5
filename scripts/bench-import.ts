/**
 * Import speed (issue 29): a resume this product exported, uploaded again, read as an upload is.
 *   PDF   the sandbox's text (pooled child process, pdf.js laid out by lines and columns), the text cleaned
 *         and read into the resume model (the parse worker's two steps)
 *   DOCX  mammoth's HTML (the browser's web worker runs the same library), read as a document and into the
 *         resume model (the parse worker's step)
 * Goals: PDF p95 ≤ 150 ms and DOCX p95 ≤ 100 ms per two-page resume. Every resume of the round-trip set
 * (scripts/eval/variedResumes.ts, and the corpus's structured resumes when ../shared/corpus is present) is
 * exported with each template to PDF, and to DOCX, then imported over and over, until each figure has
 * MIN_SAMPLES imports (the two-page PDFs' too); two-page documents are reported apart from all. The parse
 * is given the dictionary the parse worker loads (words broken at a hyphen).
 *
 *   npx tsx scripts/bench-import.ts   (or: npm run bench -- --only import)
 */
import { loadavg } from 'node:os';
import { renderResumeHtml, TEMPLATE_NAMES } from '@rb/contracts';
import { cleanResumeText, parseResumeStructure, readDocxHtml } from '@rb/intelligence';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { PdfSandbox } from '../workers/src/parse/sandbox';
import { BrowserPool } from '../workers/src/render/browserPool';
import { findChromium } from '../workers/src/render/chromium';
import { resumeDocx } from '../workers/src/render/docx/resume';
import { percentile } from './eval/metrics';
import { speller } from './eval/speller';
import { structuredCorpusResumes } from './eval/structuredResumes';
import { VARIED_RESUMES } from './eval/variedResumes';

/**
 * Each figure is taken over at least this many imports, the first round over the documents (which warms
 * the code paths) left out: with fewer, the p95 is the slowest import or next to it.
 */
const MIN_SAMPLES = 100;
/** Rounds over `documents` documents that give MIN_SAMPLES imports after the warming round. */
const roundsFor = (documents: number) => 1 + Math.ceil(MIN_SAMPLES / Math.max(1, documents));

const resumes = [...VARIED_RESUMES, ...structuredCorpusResumes()].map((r) => r.resume);
const pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH), size: 1 });
await pool.warm();
const pdfs: Array<{ bytes: Buffer; pages: number }> = [];
for (const resume of resumes)
  for (const template of TEMPLATE_NAMES) {
    const bytes = await pool.renderPdf(renderResumeHtml(resume, template), 'letter');
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const { total } = await parser.getInfo();
    await parser.destroy();
    pdfs.push({ bytes, pages: total });
  }
await pool.close();
const docxs = await Promise.all(resumes.map((resume) => resumeDocx(resume, 'letter')));

// The worker's sandbox as it runs in production: started processes, each reused for several documents.
const sandbox = new PdfSandbox(
  { timeoutMs: 10_000, memoryMb: 256, maxPages: 30, maxChars: 200_000 },
  { poolSize: 2, documentsPerProcess: 20 },
);
await sandbox.whenReady();
const pdfTimes = { all: [] as number[], twoPages: [] as number[] };
const pdfRounds = roundsFor(pdfs.filter((pdf) => pdf.pages === 2).length);
for (let round = 0; round < pdfRounds; round += 1)
  for (const { bytes, pages } of pdfs) {
    const started = performance.now();
    const { text } = await sandbox.extract(bytes);
    cleanResumeText(text, speller);
    parseResumeStructure(text, { speller });
    const took = performance.now() - started;
    if (round === 0) continue;
    pdfTimes.all.push(took);
    if (pages === 2) pdfTimes.twoPages.push(took);
  }
sandbox.close();

const docxTimes: number[] = [];
for (let round = 0; round < roundsFor(docxs.length); round += 1)
  for (const buffer of docxs) {
    const started = performance.now();
    const { value: html } = await mammoth.convertToHtml({ buffer });
    const text = readDocxHtml(html);
    cleanResumeText(text, speller);
    parseResumeStructure(text, { speller });
    if (round > 0) docxTimes.push(performance.now() - started);
  }

const figures = (xs: number[]) =>
  xs.length === 0
    ? 'none'
    : `p50 ${percentile(xs, 50).toFixed(1)} ms  p95 ${percentile(xs, 95).toFixed(1)} ms  (${xs.length} imports)`;
console.log(
  `\n8. import of our own exports, ${resumes.length} resumes (1-minute load average ${loadavg()[0]?.toFixed(2)})`,
);
console.log(`   PDF, two pages  ${figures(pdfTimes.twoPages)}  goal p95 ≤ 150 ms`);
console.log(`   PDF, all        ${figures(pdfTimes.all)}  (${TEMPLATE_NAMES.length} templates, letter)`);
console.log(`   DOCX            ${figures(docxTimes)}  goal p95 ≤ 100 ms`);
