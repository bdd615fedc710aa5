import { type ResumeData, renderResumeHtml, TEMPLATE_NAMES } from '@rb/contracts';
import { parseResumeStructure } from '@rb/intelligence';
import { PDFParse } from 'pdf-parse';
import { BrowserPool } from '../../workers/src/render/browserPool';
import { findChromium } from '../../workers/src/render/chromium';
import { corpusPath, documentText, listDir } from './corpus';

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The fields of a resume as comparable name → value pairs: contact, each role, school and list. */
function fieldsOf(resume: ResumeData): Map<string, string> {
  const fields = new Map<string, string>();
  for (const key of ['name', 'email', 'phone', 'linkedin'] as const) fields.set(key, norm(resume[key]));
  resume.experience.forEach((job, i) => {
    fields.set(`experience[${i}].employer`, norm(job.company));
    fields.set(`experience[${i}].role`, norm(job.role));
    fields.set(`experience[${i}].dates`, `${norm(job.start_date)} - ${norm(job.end_date)}`);
    fields.set(`experience[${i}].bullets`, job.responsibilities.map(norm).join(' | '));
  });
  resume.education.forEach((school, i) => {
    fields.set(`education[${i}].institution`, norm(school.institution));
    fields.set(`education[${i}].degree`, norm(school.degree));
    fields.set(`education[${i}].year`, norm(school.graduation_year));
  });
  fields.set('skills', [...resume.skills.map(norm)].sort().join(', '));
  fields.set('certifications', resume.certifications.map((c) => norm(c.name)).join(' | '));
  return fields;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * Layout stability: each corpus resume, as parsed, is rendered with every template of ours to PDF by
 * Chromium, its text extracted and parsed again; every field that comes back different counts (goal 0).
 * Prints the count per template and field kind, and the contact/employer/role accuracy of the round trip.
 */
export async function reportLayoutStability(): Promise<void> {
  const sources: Array<{ file: string; resume: ResumeData }> = [];
  for (const file of listDir('resumes').filter(
    (f) => /\.(?:pdf|docx|txt)$/.test(f) && !f.startsWith('negative-'),
  )) {
    const resume = parseResumeStructure(await documentText(corpusPath('resumes', file)));
    if (resume?.name && resume.experience.length > 0) sources.push({ file, resume });
  }
  const pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH), size: 1 });
  console.log('\n## Import — layout stability (render with our templates, extract, parse, compare)');
  try {
    for (const template of TEMPLATE_NAMES) {
      let total = 0;
      let differing = 0;
      const byKind = new Map<string, [number, number]>();
      const examples: string[] = [];
      for (const { file, resume } of sources) {
        const text = await pdfText(await pool.renderPdf(renderResumeHtml(resume, template)));
        const back = parseResumeStructure(text);
        const want = fieldsOf(resume);
        const got = back ? fieldsOf(back) : new Map<string, string>();
        for (const [field, value] of want) {
          if (!value || value === ' - ') continue;
          const kind = field.replace(/\[\d+\]/, '');
          const counts = byKind.get(kind) ?? [0, 0];
          total += 1;
          counts[1] += 1;
          if (got.get(field) === value) counts[0] += 1;
          else {
            differing += 1;
            if (examples.length < 6)
              examples.push(
                `${file} ${field}: "${value.slice(0, 60)}" → "${(got.get(field) ?? '').slice(0, 60)}"`,
              );
          }
          byKind.set(kind, counts);
        }
      }
      console.log(`${template}: ${differing} of ${total} fields differ over ${sources.length} resumes`);
      for (const [kind, [ok, all]] of byKind) {
        console.log(`  ${kind.padEnd(26)} ${ok}/${all} (${((100 * ok) / all).toFixed(0)}%)`);
      }
      for (const example of examples) console.log(`  differs ${example}`);
    }
  } finally {
    await pool.close();
  }
}
