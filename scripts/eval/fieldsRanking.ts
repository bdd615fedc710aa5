import fs from 'node:fs';
import { scoreResume } from '@rb/intelligence';
import { parse } from 'csv-parse/sync';
import { tfidfScorer } from './baselines';
import { corpusPath } from './corpus';

interface FieldResume {
  id: string;
  field: string;
  resume: string;
}
interface FieldPosting {
  job_id: string;
  field: string;
  title: string;
  posting: string;
}

const TOP = 5;

/** How many of the `TOP` highest-scored resumes share the posting's field (ties broken by file order). */
function hitsAtTop(scores: readonly number[], fields: readonly string[], field: string): number {
  const order = scores.map((score, i) => ({ score, i })).sort((a, b) => b.score - a.score || a.i - b.i);
  return order.slice(0, TOP).filter(({ i }) => fields[i] === field).length;
}

/** How many resumes share the highest score: a large number means the score cannot tell them apart. */
function tiesAtTop(scores: readonly number[]): number {
  const best = Math.max(...scores);
  return scores.filter((s) => s === best).length;
}

/**
 * Cross-field ranking on fields/: every posting against all 90 resumes; precision@5 of the ATS score beside
 * a TF-IDF cosine baseline computed on the same texts, and the ties at the top score.
 */
export function reportFieldsRanking(): void {
  const resumes: FieldResume[] = parse(fs.readFileSync(corpusPath('fields/resumes-by-field-dev.csv')), {
    columns: true,
  });
  const postings: FieldPosting[] = parse(
    fs.readFileSync(corpusPath('fields/nyc-postings-by-field-dev.csv')),
    { columns: true },
  );
  const fields = resumes.map((r) => r.field);
  const tfidf = tfidfScorer([...postings.map((p) => p.posting), ...resumes.map((r) => r.resume)]);
  console.log(
    `\n## Cross-field ranking — fields/ (${resumes.length} resumes, ${postings.length} postings; right-field resumes in the top ${TOP})`,
  );
  console.log('posting field               ats@5  tfidf@5  ties at top score (ats)');
  let ats = 0;
  let base = 0;
  let worse = 0;
  let tieSum = 0;
  for (const p of postings) {
    const scores = resumes.map(
      (r) => scoreResume({ htmlResume: r.resume, jobDescription: p.posting }).atsScore,
    );
    const baseline = resumes.map((r) => tfidf(r.resume, p.posting));
    const a = hitsAtTop(scores, fields, p.field);
    const b = hitsAtTop(baseline, fields, p.field);
    const ties = tiesAtTop(scores);
    ats += a;
    base += b;
    tieSum += ties;
    if (a < b - 1) worse += 1;
    console.log(`${p.field.padEnd(26)} ${String(a).padStart(5)}  ${String(b).padStart(7)}  ${ties}`);
  }
  const n = postings.length * TOP;
  console.log(`precision@${TOP}: atsScore ${(ats / n).toFixed(2)}   TF-IDF cosine ${(base / n).toFixed(2)}`);
  console.log(
    `postings where atsScore is below TF-IDF by more than one resume: ${worse}; mean ties at the top score: ${(tieSum / postings.length).toFixed(1)}`,
  );
}
