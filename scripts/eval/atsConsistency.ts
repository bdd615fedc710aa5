import fs from 'node:fs';
import { ATS_MAXIMA, type AtsReport, atsReportSchema } from '@rb/contracts';
import { findTerms, readHtml, scoreResume, sentences, stems, termByLabel } from '@rb/intelligence';
import { parse } from 'csv-parse/sync';
import { corpusPath, documentText, listDir } from './corpus';

/** The breakdown bars and the explanation parts they report. */
const BARS = [
  ['keywordMatch', 'keywords'],
  ['softSkillsMatch', 'softSkills'],
  ['industryTermsMatch', 'industry'],
] as const;

/**
 * Does a listed keyword occur in a text? A keyword the lexicon reads as one term ("js", "frontend")
 * occurs when the lexicon finds that term in the text under any of its names; any other keyword (a
 * salient word of the posting) when its words occur in a row, compared as stems.
 */
function occurs(label: string, stemmed: readonly string[], found: Set<string>): boolean {
  const own = [...findTerms(stems(label)).keys()][0] ?? termByLabel(label);
  if (own) return found.has(own.label);
  const needle = ` ${stems(label).join(' ')} `;
  return ` ${stemmed.join(' ')} `.includes(needle);
}

/**
 * Every way a report contradicts itself or its inputs (empty when consistent): the contract shape; the
 * overall score equal to the sum of the explained parts; each bar equal to Σ weight × credit / Σ weight
 * over the terms its part lists; matched = the listed terms with credit, missing ⊆ the listed terms
 * without; matched ⊆ posting ∩ resume and missing ⊆ posting \ resume. `resume` is HTML or plain text.
 */
export function consistencyViolations(report: AtsReport, resume: string, posting: string): string[] {
  const out: string[] = [];
  const parsed = atsReportSchema.safeParse(report);
  if (!parsed.success) out.push(`shape: ${parsed.error.issues[0]?.message}`);
  const explanation = report.explanation;
  if (!explanation) return [...out, 'no explanation'];
  const sumPoints = explanation.parts.reduce((s, p) => s + p.points, 0);
  if (Math.abs(sumPoints - report.atsScore) > 1)
    out.push(`atsScore ${report.atsScore} but the parts sum to ${sumPoints.toFixed(1)}`);
  const sumWeights = explanation.parts.reduce((s, p) => s + p.weight, 0);
  if (Math.abs(sumWeights - 1) > 0.01) out.push(`weights sum to ${sumWeights}`);
  const listedTerms = new Map<string, number>();
  for (const [bar, partName] of BARS) {
    const part = explanation.parts.find((p) => p.part === partName);
    if (!part) {
      out.push(`no ${partName} part`);
      continue;
    }
    const total = part.terms.reduce((s, t) => s + t.weight, 0);
    const share = total > 0 ? part.terms.reduce((s, t) => s + t.weight * t.credit, 0) / total : 0;
    if (Math.abs(ATS_MAXIMA[bar] * share - report[bar]) > 0.3)
      out.push(
        `${bar} ${report[bar]} but its ${part.terms.length} terms give ${(ATS_MAXIMA[bar] * share).toFixed(1)}`,
      );
    if (Math.abs(part.share - share) > 0.005)
      out.push(`${partName} share ${part.share} ≠ ${share.toFixed(3)}`);
    if (partName !== 'industry') for (const t of part.terms) listedTerms.set(t.term, t.credit);
  }
  const credited = [...listedTerms].filter(([, c]) => c > 0).map(([t]) => t);
  if ([...credited].sort().join('|') !== [...report.matchedKeywords].sort().join('|'))
    out.push('matched keywords are not exactly the credited terms');
  for (const k of report.missingKeywords)
    if (listedTerms.get(k) !== 0) out.push(`missing "${k}" is not a listed term without credit`);

  // The posting is read sentence by sentence, as a recruiter reads it ("Kubernetes.Problem-solving" is two).
  const postingSentences = sentences(posting).map(stems);
  const postingStems = postingSentences.flatMap((s) => [...s, '|']);
  const postingFound = new Set(postingSentences.flatMap((s) => [...findTerms(s).keys()].map((t) => t.label)));
  // The resume as its reader sees it: text, never markup or scripts; its "REST APIs" shows "APIs".
  const resumeStems = stems(readHtml(resume).text);
  const resumeFound = new Set([...findTerms(resumeStems, undefined, true).keys()].map((t) => t.label));
  for (const k of report.matchedKeywords) {
    if (!occurs(k, postingStems, postingFound)) out.push(`matched "${k}" is not in the posting`);
    if (!occurs(k, resumeStems, resumeFound)) out.push(`matched "${k}" is not in the resume`);
  }
  for (const k of report.missingKeywords) {
    if (!occurs(k, postingStems, postingFound)) out.push(`missing "${k}" is not in the posting`);
    if (occurs(k, resumeStems, resumeFound)) out.push(`missing "${k}" is in the resume`);
  }
  return out;
}

/** Text the scorer reads from a corpus resume file: the readable documents only. */
async function corpusResumes(): Promise<Array<{ name: string; text: string }>> {
  const files = listDir('resumes').filter((f) => /\.(?:pdf|docx|txt)$/.test(f) && !f.startsWith('negative-'));
  const documents = await Promise.all(
    files.map(async (f) => ({ name: f, text: await documentText(corpusPath('resumes', f)) })),
  );
  const fields: Array<{ id: string; resume: string }> = parse(
    fs.readFileSync(corpusPath('fields/resumes-by-field-dev.csv')),
    { columns: true },
  );
  return [...documents, ...fields.map((r) => ({ name: `fields/${r.id}`, text: r.resume }))];
}

function corpusPostings(): Array<{ name: string; text: string }> {
  const jobs = listDir('jobs')
    .filter((f) => f.endsWith('.txt'))
    .map((f) => ({ name: f, text: fs.readFileSync(corpusPath('jobs', f), 'utf8') }));
  const fields: Array<{ job_id: string; posting: string }> = parse(
    fs.readFileSync(corpusPath('fields/nyc-postings-by-field-dev.csv')),
    { columns: true },
  );
  return [...jobs, ...fields.map((p) => ({ name: `fields/${p.job_id}`, text: p.posting }))];
}

/** Consistency violations over every corpus resume × every corpus posting, with a few examples. */
export async function reportConsistency(): Promise<void> {
  const resumes = await corpusResumes();
  const postings = corpusPostings();
  let violations = 0;
  let reportsWithViolations = 0;
  const examples: string[] = [];
  for (const r of resumes)
    for (const p of postings) {
      const found = consistencyViolations(
        scoreResume({ htmlResume: r.text, jobDescription: p.text }),
        r.text,
        p.text,
      );
      violations += found.length;
      if (found.length > 0) reportsWithViolations += 1;
      if (found.length > 0 && examples.length < 5) examples.push(`${r.name} × ${p.name}: ${found[0]}`);
    }
  console.log(
    `\n## ATS consistency — ${resumes.length} corpus resumes × ${postings.length} postings (${resumes.length * postings.length} reports)`,
  );
  console.log(`violations ${violations} in ${reportsWithViolations} reports`);
  for (const e of examples) console.log(`  e.g. ${e}`);
}
