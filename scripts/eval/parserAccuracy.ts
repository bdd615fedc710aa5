import fs from 'node:fs';
import type { ResumeData } from '@rb/contracts';
import { parseResumeStructure } from '@rb/intelligence';
import { parse } from 'csv-parse/sync';
import { corpusPath, documentText, listDir } from './corpus';
import { speller } from './speller';

interface Check {
  file: string;
  field: string;
  expected: string;
  actual: string;
  ok: boolean;
}

const norm = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const digits = (s: string) => s.replace(/\D/g, '');

/** The document a ground-truth file describes: same stem, a PDF or DOCX beside it. */
function documentFor(groundTruth: string): string | undefined {
  const stem = groundTruth.replace(/\.groundtruth(?:-partial)?\.json$/, '');
  return listDir('resumes').find((f) => f.startsWith(`${stem}.`) && /\.(?:pdf|docx)$/.test(f));
}

function contactChecks(file: string, truth: Record<string, unknown>, parsed: ResumeData | null): Check[] {
  const checks: Check[] = [];
  const profile = (truth.profile ?? truth) as Record<string, unknown>;
  const name = typeof profile.name === 'string' ? profile.name : undefined;
  const email = typeof profile.email === 'string' ? profile.email : undefined;
  const phone = (profile.phone ?? profile.mobile_number) as string | undefined;
  if (name)
    checks.push({
      file,
      field: 'name',
      expected: name,
      actual: parsed?.name ?? '',
      ok: norm(parsed?.name ?? '') === norm(name),
    });
  if (email)
    checks.push({
      file,
      field: 'email',
      expected: email,
      actual: parsed?.email ?? '',
      ok: norm(parsed?.email ?? '') === norm(email),
    });
  if (phone) {
    const got = digits(parsed?.phone ?? '');
    // A country code in front of the annotated number is still the same number.
    checks.push({
      file,
      field: 'phone',
      expected: phone,
      actual: parsed?.phone ?? '',
      ok: got.length > 0 && got.endsWith(digits(phone)),
    });
  }
  return checks;
}

/** The parts of OpenResume's ground-truth format (openresume-john-doe) that the checks read. */
interface OpenResumeTruth {
  profile: { summary: string };
  workExperiences?: Array<{ company: string; jobTitle: string; date: string; descriptions: string[] }>;
  educations?: Array<{ school: string; degree: string }>;
  skills?: { featuredSkills?: Array<{ skill: string }>; descriptions?: string[] };
}

/** openresume-john-doe's ground truth is complete: check employers, roles, bullets, education and skills. */
function completeChecks(file: string, truth: OpenResumeTruth, parsed: ResumeData | null): Check[] {
  const checks: Check[] = [];
  const jobs = parsed?.experience ?? [];
  for (const work of truth.workExperiences ?? []) {
    const job = jobs.find((j) => norm(j.company) === norm(work.company));
    checks.push({ file, field: 'employer', expected: work.company, actual: job?.company ?? '', ok: !!job });
    checks.push({
      file,
      field: 'role',
      expected: work.jobTitle,
      actual: job?.role ?? '',
      ok: norm(job?.role ?? '') === norm(work.jobTitle),
    });
    // Dates as written on the page ("May 2023 - Present"), not a normalised "2023-05-01".
    // A single date ("Summer 2022") is written without a dash after it.
    const dates = job ? [job.start_date, job.end_date].filter(Boolean).join(' - ') : '';
    checks.push({
      file,
      field: 'dates',
      expected: work.date,
      actual: dates,
      ok: norm(dates).replace(/\s*[-–]\s*/g, ' - ') === norm(work.date).replace(/\s*[-–]\s*/g, ' - '),
    });
    const bullets = work.descriptions.filter((d) => job?.responsibilities.some((r) => norm(r) === norm(d)));
    checks.push({
      file,
      field: 'bullets',
      expected: `${work.descriptions.length}`,
      actual: `${bullets.length}`,
      ok: bullets.length === work.descriptions.length,
    });
  }
  for (const school of truth.educations ?? []) {
    const found = parsed?.education.find((e) => norm(e.institution) === norm(school.school));
    checks.push({
      file,
      field: 'institution',
      expected: school.school,
      actual: found?.institution ?? '',
      ok: !!found,
    });
    checks.push({
      file,
      field: 'degree',
      expected: school.degree,
      actual: found?.degree ?? '',
      ok: norm(found?.degree ?? '').startsWith(norm(school.degree)),
    });
  }
  const skills = new Set((parsed?.skills ?? []).map(norm));
  const expected: string[] = [
    ...(truth.skills?.featuredSkills ?? []).map((s) => s.skill),
    ...(truth.skills?.descriptions ?? []).flatMap((d) => d.replace(/^[^:]+:\s*/, '').split(/,\s*/)),
  ];
  const found = expected.filter((s) => skills.has(norm(s)));
  checks.push({
    file,
    field: 'skills',
    expected: `${expected.length}`,
    actual: `${found.length}`,
    ok: found.length === expected.length,
  });
  checks.push({
    file,
    field: 'summary',
    expected: truth.profile.summary,
    actual: parsed?.summary ?? '',
    ok: norm(parsed?.summary ?? '') === norm(truth.profile.summary),
  });
  return checks;
}

/**
 * Skills recall, one check per annotated skill: the benchmark's skills lists (the jj-* files), the
 * pyresparser assertions and OpenResume's featured skills and skill lines. A skill is found when a
 * parsed skill reads the same or holds it ("Proficient in CNC machining" in a longer item).
 */
function skillRecallChecks(file: string, truth: Record<string, unknown>, parsed: ResumeData | null): Check[] {
  const open = truth as unknown as OpenResumeTruth;
  const annotated: string[] = Array.isArray(truth.skills)
    ? (truth.skills as string[])
    : Array.isArray(truth.skills_contains)
      ? (truth.skills_contains as string[])
      : [
          ...(open.skills?.featuredSkills ?? []).map((s) => s.skill),
          ...(open.skills?.descriptions ?? []).flatMap((d) => d.replace(/^[^:]+:\s*/, '').split(/,\s*/)),
        ];
  const skills = (parsed?.skills ?? []).map(norm);
  return annotated
    .filter((s) => s.trim())
    .map((skill) => {
      const found = skills.find((s) => s === norm(skill) || s.includes(norm(skill)));
      return { file, field: 'skill recall', expected: skill, actual: found ?? '', ok: found !== undefined };
    });
}

/**
 * Employers and roles written by hand from reading each corpus document (employmentTruth.json): every
 * annotated entry counts once for its employer and once for its role. An entry is found when an unused
 * parsed entry has the same employer; its role must then match too. When no employer matches, the role
 * counts as found if an unused parsed entry has it.
 */
function employmentChecks(file: string, truth: string[][], parsed: ResumeData | null): Check[] {
  const checks: Check[] = [];
  const unused = [...(parsed?.experience ?? [])];
  for (const [employer = '', role = ''] of truth) {
    const byEmployer = unused.findIndex((j) => norm(j.company) === norm(employer));
    const index = byEmployer >= 0 ? byEmployer : unused.findIndex((j) => norm(j.role) === norm(role));
    const job = index >= 0 ? unused[index] : undefined;
    if (job) unused.splice(index, 1);
    const actual = { employer: job?.company ?? '', role: job?.role ?? '' };
    checks.push(
      { file, field: 'employer', expected: employer, actual: actual.employer, ok: byEmployer >= 0 },
      { file, field: 'role', expected: role, actual: actual.role, ok: norm(actual.role) === norm(role) },
    );
  }
  return checks;
}

const EMPLOYMENT_TRUTH = JSON.parse(
  fs.readFileSync(new URL('./employmentTruth.json', import.meta.url), 'utf8'),
) as Record<string, string[][]>;

/** Field accuracy of the structure parser against every ground-truth file, and the not-a-resume check. */
export async function reportParserAccuracy(): Promise<void> {
  const checks: Check[] = [];
  for (const gt of listDir('resumes').filter((f) => f.includes('.groundtruth'))) {
    const doc = documentFor(gt);
    if (!doc) continue;
    const truth = JSON.parse(fs.readFileSync(corpusPath('resumes', gt), 'utf8'));
    const parsed = parseResumeStructure(await documentText(corpusPath('resumes', doc)), { speller });
    checks.push(...contactChecks(doc, truth, parsed));
    if (truth.workExperiences) checks.push(...completeChecks(doc, truth, parsed));
    checks.push(...skillRecallChecks(doc, truth, parsed));
  }
  for (const [file, entries] of Object.entries(EMPLOYMENT_TRUTH)) {
    if (file.startsWith('_') || !fs.existsSync(corpusPath('resumes', file))) continue;
    const parsed = parseResumeStructure(await documentText(corpusPath('resumes', file)), { speller });
    checks.push(...employmentChecks(file, entries, parsed));
  }
  console.log('\n## Structure parser — field accuracy against the corpus ground truth');
  console.log(
    '(employer and role: openresume-john-doe ground truth plus hand annotations of the other documents, employmentTruth.json)',
  );
  const fields = [...new Set(checks.map((c) => c.field))];
  for (const field of fields) {
    const of = checks.filter((c) => c.field === field);
    const ok = of.filter((c) => c.ok).length;
    console.log(`${field.padEnd(12)} ${ok}/${of.length}  (${((100 * ok) / of.length).toFixed(0)}%)`);
  }
  const contact = checks.filter((c) => ['name', 'email', 'phone'].includes(c.field));
  const okContact = contact.filter((c) => c.ok).length;
  console.log(
    `name+email+phone overall: ${okContact}/${contact.length} (${((100 * okContact) / contact.length).toFixed(0)}%)`,
  );
  for (const miss of checks.filter((c) => !c.ok)) {
    console.log(`  miss ${miss.file} ${miss.field}: expected "${miss.expected}", got "${miss.actual}"`);
  }
  // The fields split holds 90 real resumes: every one must be read as a resume (no false "not a resume").
  const fieldsCsv = corpusPath('fields', 'resumes-by-field-dev.csv');
  if (fs.existsSync(fieldsCsv)) {
    const rows = parse(fs.readFileSync(fieldsCsv, 'utf8'), { columns: true }) as Array<{ resume: string }>;
    const read = rows.filter((row) => parseResumeStructure(row.resume, { speller }) !== null).length;
    console.log(`fields resumes read as resumes: ${read}/${rows.length}`);
  }
  const negatives = listDir('resumes').filter((f) => f.startsWith('negative-'));
  for (const file of negatives) {
    const parsed = parseResumeStructure(await documentText(corpusPath('resumes', file)), { speller });
    console.log(
      `not-a-resume ${file}: ${parsed === null ? 'recognised (null)' : 'MISSED (parsed as a resume)'}`,
    );
  }
}
