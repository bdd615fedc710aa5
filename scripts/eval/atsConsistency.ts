import fs from 'node:fs';
import { ATS_MAXIMA, type AtsReport, atsReportSchema } from '@rb/contracts';
import { readHtml, scoreResume, sentences, stems } from '@rb/intelligence';
import { parse } from 'csv-parse/sync';
import { corpusPath, documentPlainText, listDir } from './corpus';

/** The breakdown bars and the explanation parts they report. */
const BARS = [
  ['keywordMatch', 'keywords'],
  ['softSkillsMatch', 'softSkills'],
  ['industryTermsMatch', 'industry'],
] as const;

const CREDIT = { met: 1, partial: 0.5, missing: 0 } as const;

/** Do a phrase's words stand in a row in a text, compared as stems (so inflections meet)? */
function occurs(phrase: string, stemmed: string): boolean {
  const needle = stems(phrase).join(' ');
  return needle.length > 0 && ` ${stemmed} `.includes(` ${needle} `);
}

/**
 * Every way a report contradicts itself or its inputs (empty when consistent): the contract shape; the
 * overall score equal to the sum of the explained parts; each bar equal to Σ weight × credit / Σ weight
 * over the terms its part lists, and those terms exactly the requirements of its kinds with their
 * verdicts' credit; matched = the requirements met or partly met, missing = those not met; every
 * requirement in the posting's own words; every verdict that meets one shown by the resume's own words,
 * and none for a missing one. `resume` is HTML or plain text.
 */
export function consistencyViolations(report: AtsReport, resume: string, posting: string): string[] {
  const out: string[] = [];
  const parsed = atsReportSchema.safeParse(report);
  if (!parsed.success) out.push(`shape: ${parsed.error.issues[0]?.message}`);
  const explanation = report.explanation;
  const requirements = report.requirements;
  if (!explanation || !requirements) return [...out, 'no explanation or requirements'];
  const sumPoints = explanation.parts.reduce((s, p) => s + p.points, 0);
  if (Math.abs(sumPoints - report.atsScore) > 1)
    out.push(`atsScore ${report.atsScore} but the parts sum to ${sumPoints.toFixed(1)}`);
  const sumWeights = explanation.parts.reduce((s, p) => s + p.weight, 0);
  if (Math.abs(sumWeights - 1) > 0.01) out.push(`weights sum to ${sumWeights}`);
  const verdictOf = new Map(requirements.map((r) => [r.text, r.verdict]));
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
    for (const t of part.terms) {
      const verdict = verdictOf.get(t.term);
      if (verdict === undefined) out.push(`${partName} term "${t.term}" is no requirement`);
      else if (Math.abs(CREDIT[verdict] - t.credit) > 0.001)
        out.push(`${partName} term "${t.term}" credited ${t.credit} but ${verdict}`);
    }
  }
  const texts = (keep: (v: string) => boolean) => [
    ...new Set(requirements.filter((r) => keep(r.verdict)).map((r) => r.text)),
  ];
  if (texts((v) => v !== 'missing').join('|') !== report.matchedKeywords.join('|'))
    out.push('matched keywords are not exactly the requirements met or partly met');
  if (texts((v) => v === 'missing').join('|') !== report.missingKeywords.join('|'))
    out.push('missing keywords are not exactly the requirements not met');
  // The posting is read sentence by sentence, as a recruiter reads it ("Kubernetes.Problem-solving" is two).
  const postingStems = sentences(posting)
    .map((sentence) => stems(sentence).join(' '))
    .join(' | ');
  // The resume as its reader sees it: text, never markup or scripts.
  const resumeStems = stems(readHtml(resume).text).join(' ');
  for (const r of requirements) {
    if (!occurs(r.text, postingStems)) out.push(`requirement "${r.text}" is not in the posting`);
    if (r.verdict === 'missing') {
      if (r.evidence) out.push(`missing "${r.text}" has evidence "${r.evidence}"`);
    } else if (
      // A verdict of met or partly met always quotes the resume: no evidence at all is a violation too.
      !r.evidence ||
      !r.evidence
        .replace(/…$/, '')
        .split(', ')
        .every((part) => stems(part).length === 0 || occurs(part, resumeStems))
    )
      out.push(`${r.verdict} "${r.text}" without the resume's words as evidence ("${r.evidence}")`);
  }
  return out;
}

/** Text the scorer reads from a corpus resume file: the readable documents only. */
async function corpusResumes(): Promise<Array<{ name: string; text: string }>> {
  const files = listDir('resumes').filter((f) => /\.(?:pdf|docx|txt)$/.test(f) && !f.startsWith('negative-'));
  const documents = await Promise.all(
    files.map(async (f) => ({ name: f, text: await documentPlainText(corpusPath('resumes', f)) })),
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
