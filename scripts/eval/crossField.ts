import fs from 'node:fs';
import { scoreResume } from '@rb/intelligence';
import { corpusPath, documentPlainText, listDir } from './corpus';

/**
 * The field of each corpus resume, read by a person from the documents (not from the scorer). Resumes in
 * both PDF and DOCX are counted once (the PDF). Job fields come from the posting file names.
 */
const RESUME_FIELDS: Record<string, string> = {
  'openresume-john-doe.pdf': 'software',
  'panoslin-sde-resume.pdf': 'software',
  'rm-barry_allen_fe.pdf': 'software',
  'rm-bruce_wayne_fullstack.pdf': 'software',
  'rm-john_doe.pdf': 'software',
  'sb2nov-sourabh-bajaj.pdf': 'software',
  'awesomecv-resume.pdf': 'software',
  'soupboss-devops-engineer-two-column.pdf': 'software',
  'soupboss-aws-devops-engineer-two-column.pdf': 'software',
  'soupboss-devops-sre-resumementor.pdf': 'software',
  'soupboss-mickey01-solutions-architect.docx': 'software',
  'pyresparser-omkar-pathak.pdf': 'software',
  'soupboss-01-desktop-support.pdf': 'software',
  'rm-harvey_dent_mle.pdf': 'data',
  'rm-alfred_pennyworth_pm.pdf': 'product',
  'jj-resume10-hr-generalist.docx': 'hr',
  // An HR title on a CNC-machinist template: its every line is machining, lathes and forklifts.
  'jj-resume11-hr-manager.docx': 'trades',
  'jj-resume15-restaurant-manager-tables.docx': 'hospitality',
  'jj-resume2-fashion-designer.pdf': 'design',
  'jj-resume4-warehouse-associate.pdf': 'operations',
  'jj-resume13-resume-template-david-garcia.docx': 'operations',
  'soupboss-01-office-coordinator.pdf': 'operations',
  'soupboss-01-accountant.pdf': 'finance',
  'openresume-laverne-undergrad.pdf': 'business',
};

/**
 * Postings whose file name's category is not the job: NYC files are named by the agency's division, and
 * the Department of Business Services' "Account Manager" oversees agencies' procurements (M/WBE
 * contract compliance), which is procurement work.
 */
const JOB_FIELDS: Record<string, string> = {
  'nyc-87990-business-account-manager-mwbe.txt': 'procurement',
};

function jobField(file: string): string {
  const named = JOB_FIELDS[file];
  if (named) return named;
  const nhsOrNyc = /^(?:nhs|nyc)-\d+-([a-z]+)-/.exec(file);
  if (nhsOrNyc?.[1]) return nhsOrNyc[1];
  if (/ml-eng/.test(file)) return 'data';
  if (/product/.test(file)) return 'product';
  return 'software';
}

/** For the postings of each field: do resumes of that field outscore resumes of other fields? */
export async function reportCrossField(): Promise<void> {
  const resumes = await Promise.all(
    Object.entries(RESUME_FIELDS).map(async ([file, field]) => ({
      field,
      html: await documentPlainText(corpusPath('resumes', file)),
    })),
  );
  const byField = new Map<
    string,
    { jobs: number; same: number[]; other: number[]; wins: number; pairs: number }
  >();
  for (const file of listDir('jobs').filter((f) => f.endsWith('.txt'))) {
    const field = jobField(file);
    const jobDescription = fs.readFileSync(corpusPath('jobs', file), 'utf8');
    const scores = resumes.map((r) => ({
      field: r.field,
      score: scoreResume({ ...r, htmlResume: r.html, jobDescription }).atsScore,
    }));
    const row = byField.get(field) ?? { jobs: 0, same: [], other: [], wins: 0, pairs: 0 };
    row.jobs += 1;
    const same = scores.filter((s) => s.field === field).map((s) => s.score);
    const other = scores.filter((s) => s.field !== field).map((s) => s.score);
    row.same.push(...same);
    row.other.push(...other);
    for (const a of same)
      for (const b of other) {
        row.pairs += 1;
        row.wins += a > b ? 1 : a === b ? 0.5 : 0;
      }
    byField.set(field, row);
  }
  console.log('\n## Cross-field check: corpus postings vs corpus resumes (atsScore)');
  console.log('field         postings  same-field resumes  mean same  mean other  same > other');
  for (const [field, row] of [...byField].sort(([a], [b]) => a.localeCompare(b))) {
    const mean = (xs: number[]) =>
      xs.length ? (xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(1) : '  —';
    const verdict = row.pairs
      ? `${((100 * row.wins) / row.pairs).toFixed(0)}% of pairs`
      : 'no resume of this field';
    const sameCount = row.jobs ? row.same.length / row.jobs : 0;
    console.log(
      `${field.padEnd(13)} ${String(row.jobs).padStart(8)}  ${String(sameCount).padStart(18)}  ${mean(row.same).padStart(9)}  ${mean(row.other).padStart(10)}  ${verdict}`,
    );
  }
}
