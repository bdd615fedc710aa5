import {
  PAGE_SIZES,
  type PageSize,
  type ResumeData,
  renderResumeHtml,
  TEMPLATE_NAMES,
  type TemplateName,
} from '@rb/contracts';
import { parseResumeHtml, parseResumeStructure } from '@rb/intelligence';
import mammoth from 'mammoth';
import { BrowserPool } from '../../workers/src/render/browserPool';
import { findChromium } from '../../workers/src/render/chromium';
import { resumeDocx } from '../../workers/src/render/docx/resume';
import { corpusPath, documentText, listDir, pdfBytesText } from './corpus';
import { fieldsOf } from './resumeFields';
import { speller } from './speller';
import { structuredCorpusResumes } from './structuredResumes';
import { VARIED_RESUMES } from './variedResumes';

interface Layout {
  name: string;
  /** The exported file read back as the product reads an upload of it. */
  importBack(resume: ResumeData, pool: BrowserPool): Promise<ResumeData | null>;
}

/**
 * One of our templates set in two columns: the header across the page, skills, education and the short
 * lists in a narrow left column, everything else in the right one (the layout of many resume sites).
 */
export function twoColumnHtml(resume: ResumeData, template: TemplateName): string {
  const html = renderResumeHtml(resume, template);
  const side = /^<section><h2>(?:skills|education|certifications|languages|interests)/i;
  const sections = html.match(/<section>[\s\S]*?<\/section>/g) ?? [];
  const left = sections.filter((s) => side.test(s)).join('');
  const right = sections.filter((s) => !side.test(s)).join('');
  const body = `<div style="display:flex;gap:28px"><aside style="flex:0 0 30%">${left}</aside><div style="flex:1">${right}</div></div>`;
  return html.replace(/<section>[\s\S]*<\/section>/, body);
}

const pdfLayout = (template: TemplateName, pageSize: PageSize): Layout => ({
  name: `PDF ${template} ${pageSize}`,
  importBack: async (resume, pool) =>
    parseResumeStructure(
      await pdfBytesText(await pool.renderPdf(renderResumeHtml(resume, template), pageSize)),
      { speller },
    ),
});

const LAYOUTS: Layout[] = [
  ...TEMPLATE_NAMES.flatMap((t) => PAGE_SIZES.map((size) => pdfLayout(t, size))),
  ...TEMPLATE_NAMES.map((template) => ({
    name: `PDF ${template} two columns`,
    importBack: async (resume: ResumeData, pool: BrowserPool) =>
      parseResumeStructure(await pdfBytesText(await pool.renderPdf(twoColumnHtml(resume, template))), {
        speller,
      }),
  })),
  {
    name: 'DOCX',
    importBack: async (resume) =>
      parseResumeHtml((await mammoth.convertToHtml({ buffer: await resumeDocx(resume) })).value, { speller }),
  },
];

interface Tally {
  total: number;
  differing: number;
  byKind: Map<string, [number, number]>;
  examples: string[];
}

function compare(tally: Tally, file: string, want: Map<string, string>, got: Map<string, string>): void {
  for (const [field, value] of want) {
    if (!value || value === ' - ') continue;
    const kind = field.replace(/\[\d+\]/, '');
    const counts = tally.byKind.get(kind) ?? [0, 0];
    tally.total += 1;
    counts[1] += 1;
    if (got.get(field) === value) counts[0] += 1;
    else {
      tally.differing += 1;
      if (tally.examples.length < Number(process.env.EVAL_EXAMPLES ?? 8))
        tally.examples.push(
          `${file} ${field}: "${value.slice(0, 60)}" → "${(got.get(field) ?? '').slice(0, 60)}"`,
        );
    }
    tally.byKind.set(kind, counts);
  }
}

const newTally = (): Tally => ({ total: 0, differing: 0, byKind: new Map(), examples: [] });

/**
 * Round trip and layout stability. Each corpus resume, as parsed, and each resume written as data
 * (variedResumes.ts, the corpus's JSON Resume), is exported in every layout we can
 * produce (each template and page size to PDF by Chromium, each template set in two columns, DOCX) and
 * the file is imported back as an upload would be. Round trip: fields that differ from the resume
 * exported (goal 0). Layout stability: fields of each layout that differ from the first layout's import
 * (goal 0): the same resume must read the same whatever its layout.
 */
export async function reportLayoutStability(): Promise<void> {
  const sources: Array<{ file: string; resume: ResumeData }> = [];
  for (const file of listDir('resumes').filter(
    (f) => /\.(?:pdf|docx|txt)$/.test(f) && !f.startsWith('negative-'),
  )) {
    const resume = parseResumeStructure(await documentText(corpusPath('resumes', file)), { speller });
    if (resume?.name && resume.experience.length > 0) sources.push({ file, resume });
  }
  // Resumes written as structured data, not parsed: the generated varied set and the JSON Resume sample.
  for (const { label, resume } of [...VARIED_RESUMES, ...structuredCorpusResumes()])
    sources.push({ file: label, resume });
  const pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH), size: 1 });
  console.log('\n## Import — round trip (export in each layout, import the file back, compare)');
  const imported = new Map<string, Array<Map<string, string>>>();
  try {
    for (const layout of LAYOUTS) {
      const tally = newTally();
      const back: Array<Map<string, string>> = [];
      for (const { file, resume } of sources) {
        const parsed = await layout.importBack(resume, pool);
        const got = parsed ? fieldsOf(parsed) : new Map<string, string>();
        back.push(got);
        compare(tally, file, fieldsOf(resume), got);
      }
      imported.set(layout.name, back);
      const same = tally.total - tally.differing;
      console.log(
        `${layout.name}: ${tally.differing} of ${tally.total} fields differ over ${sources.length} resumes (${((100 * same) / tally.total).toFixed(1)}% identical)`,
      );
      for (const [kind, [ok, all]] of tally.byKind) {
        if (ok < all) console.log(`  ${kind.padEnd(26)} ${ok}/${all} (${((100 * ok) / all).toFixed(0)}%)`);
      }
      for (const example of tally.examples) console.log(`  differs ${example}`);
    }
  } finally {
    await pool.close();
  }
  console.log('\n## Import — layout stability (each layout against the first, field by field; goal 0)');
  const [first, ...others] = [...imported.entries()];
  if (!first) return;
  for (const [name, back] of others) {
    const tally = newTally();
    back.forEach((got, i) => {
      compare(tally, sources[i]?.file ?? '', first[1][i] ?? new Map(), got);
    });
    console.log(`${name} vs ${first[0]}: ${tally.differing} of ${tally.total} fields differ`);
    for (const example of tally.examples.slice(0, 4)) console.log(`  differs ${example}`);
  }
}
