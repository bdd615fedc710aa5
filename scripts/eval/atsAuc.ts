import fs from 'node:fs';
import os from 'node:os';
import { scoreResume } from '@rb/intelligence';
import { parse } from 'csv-parse/sync';
import { tfidfScorer, tokenOverlap } from './baselines';
import { corpusPath, documentPlainText } from './corpus';
import { percentile, rocAuc } from './metrics';

interface PairRow {
  job_description: string;
  label: string;
}

/** ROC AUC of atsScore on the labelled pairs, beside two baselines computed on the same rows. */
export async function reportAuc(): Promise<void> {
  const rows: PairRow[] = parse(fs.readFileSync(corpusPath('pairs/panoslin-dev.csv')), { columns: true });
  const resume = await documentPlainText(corpusPath('resumes/panoslin-sde-resume.pdf'));
  const labels = rows.map((r) => r.label === 'True');
  const reports = rows.map((r) => scoreResume({ htmlResume: resume, jobDescription: r.job_description }));
  const tfidf = tfidfScorer([...rows.map((r) => r.job_description), resume]);
  const lines: Array<[string, number]> = [
    [
      'atsScore (this scorer)',
      rocAuc(
        reports.map((r) => r.atsScore),
        labels,
      ),
    ],
    [
      '  keywordMatch part',
      rocAuc(
        reports.map((r) => r.keywordMatch),
        labels,
      ),
    ],
    [
      '  softSkillsMatch part',
      rocAuc(
        reports.map((r) => r.softSkillsMatch),
        labels,
      ),
    ],
    [
      '  industryTermsMatch part',
      rocAuc(
        reports.map((r) => r.industryTermsMatch),
        labels,
      ),
    ],
    [
      '  role part (title words)',
      rocAuc(
        reports.map((r) => r.explanation?.parts.find((p) => p.part === 'role')?.share ?? 0),
        labels,
      ),
    ],
    // The role weight was chosen on the even rows: the odd rows are the check it holds on unseen pairs.
    ['atsScore, even rows (fit)', rocAuc(...everyOther(reports, labels, 0))],
    ['atsScore, odd rows (check)', rocAuc(...everyOther(reports, labels, 1))],
    [
      'TF-IDF cosine baseline',
      rocAuc(
        rows.map((r) => tfidf(resume, r.job_description)),
        labels,
      ),
    ],
    [
      'token overlap baseline',
      rocAuc(
        rows.map((r) => tokenOverlap(resume, r.job_description)),
        labels,
      ),
    ],
  ];
  const positives = labels.filter(Boolean).length;
  console.log(`\n## ATS ROC AUC — pairs/panoslin-dev.csv (${rows.length} postings, ${positives} match)`);
  for (const [name, auc] of lines) console.log(`${name.padEnd(28)} ${auc.toFixed(3)}`);
}

/** The scores and labels of the rows whose index has this parity. */
function everyOther(
  reports: ReadonlyArray<{ atsScore: number }>,
  labels: readonly boolean[],
  parity: 0 | 1,
): [number[], boolean[]] {
  const keep = (_: unknown, i: number) => i % 2 === parity;
  return [reports.map((r) => r.atsScore).filter(keep), labels.filter(keep)];
}

/** Scorer latency for a two-page resume against a one-page posting. */
export async function reportLatency(): Promise<void> {
  const resume = await documentPlainText(corpusPath('resumes/panoslin-sde-resume.pdf'));
  // The one-page resume twice over: a two-page resume.
  const page = resume
    .split('\n')
    .map((line) => `<p>${line.replace(/[<&]/g, ' ')}</p>`)
    .join('');
  const twoPages = `<html><body>${page}${page}</body></html>`;
  const job = fs.readFileSync(corpusPath('jobs/rm-full_stack_engineer.txt'), 'utf8').slice(0, 4000);
  for (let i = 0; i < 20; i += 1) scoreResume({ htmlResume: twoPages, jobDescription: job });
  // Wall clock includes time the process waits for a core on a busy machine; CPU time does not.
  const measure = (jobOf: (i: number) => string) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const jobDescription = jobOf(i);
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      scoreResume({ htmlResume: twoPages, jobDescription });
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      wall.push(performance.now() - started);
    }
    return { wall, cpu };
  };
  const figures = (xs: number[]) =>
    `p50 ${percentile(xs, 50).toFixed(2)} ms   p95 ${percentile(xs, 95).toFixed(2)} ms`;
  const load = `(load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`;
  console.log('\n## Scorer latency (two-page resume, one-page posting, 300 runs)');
  // The scorer keeps postings it read lately: a new posting (a reference number added to each) is read
  // afresh; a repeated one (the same user's other versions, tailoring) is not.
  for (const [label, jobOf] of [
    ['new posting', (i: number) => `${job}\nReference ${i}`],
    ['same posting', () => job],
  ] as const) {
    const { wall, cpu } = measure(jobOf);
    console.log(`${label.padEnd(13)} wall clock ${figures(wall)}   CPU time ${figures(cpu)}   ${load}`);
  }
}
