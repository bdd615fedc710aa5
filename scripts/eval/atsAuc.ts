import fs from 'node:fs';
import os from 'node:os';
import { parse } from 'csv-parse/sync';
import { scoreResume } from '../../workers/src/intelligence';
import { tfidfScorer, tokenOverlap } from './baselines';
import { corpusPath, documentText } from './corpus';
import { percentile, rocAuc } from './metrics';

interface PairRow {
  job_description: string;
  label: string;
}

/** ROC AUC of atsScore on the labelled pairs, beside two baselines computed on the same rows. */
export async function reportAuc(): Promise<void> {
  const rows: PairRow[] = parse(fs.readFileSync(corpusPath('pairs/panoslin-dev.csv')), { columns: true });
  const resume = await documentText(corpusPath('resumes/panoslin-sde-resume.pdf'));
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

/** Scorer latency for a two-page resume against a one-page posting. */
export async function reportLatency(): Promise<void> {
  const resume = await documentText(corpusPath('resumes/panoslin-sde-resume.pdf'));
  const twoPages = `<html><body>${resume
    .split('\n')
    .map((l) => `<p>${l.replace(/[<&]/g, ' ')}</p>`)
    .join('')}${resume
    .split('\n')
    .map((l) => `<p>${l.replace(/[<&]/g, ' ')}</p>`)
    .join('')}</body></html>`;
  const job = fs.readFileSync(corpusPath('jobs/rm-full_stack_engineer.txt'), 'utf8').slice(0, 4000);
  for (let i = 0; i < 20; i += 1) scoreResume({ htmlResume: twoPages, jobDescription: job });
  const times: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const started = performance.now();
    scoreResume({ htmlResume: twoPages, jobDescription: job });
    times.push(performance.now() - started);
  }
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  console.log('\n## Scorer latency (two-page resume, one-page posting, 300 runs, wall clock)');
  console.log(
    `p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms   mean ${mean.toFixed(2)} ms   (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
  );
}
