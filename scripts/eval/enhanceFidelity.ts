import fs from 'node:fs';
import { cleanStoredResume, type ResumeData } from '@rb/contracts';
import {
  type AiEngine,
  conjugate,
  createOfflineEngine,
  guardedEngine,
  leadingVerbs,
  type OfflineEngineOptions,
  parseResumeStructure,
  reportsChange,
  tagWords,
  tenseForRole,
  wordsOf,
} from '@rb/intelligence';
import { parse } from 'csv-parse/sync';
import { corpusPath, documentText, listDir } from './corpus';
import { speller } from './speller';

/** The engine as the worker runs it: the built-in one behind the guard, with the dictionary. */
export const productEngine = (onReject?: OfflineEngineOptions['onReject']): AiEngine => {
  const options = { speller, onReject };
  return guardedEngine(createOfflineEngine(options), options);
};

/** What the guard refused while the eval ran, by reason, with a few examples. */
const refusals = { byReason: new Map<string, number>(), examples: [] as string[] };
const countRefusal: OfflineEngineOptions['onReject'] = (violations, before, after) => {
  for (const v of violations) refusals.byReason.set(v.reason, (refusals.byReason.get(v.reason) ?? 0) + 1);
  if (refusals.examples.length < 10)
    refusals.examples.push(
      `${violations.map((v) => `${v.reason} "${v.detail}"`).join(', ')}: "${before.slice(0, 70)}" → "${after.slice(0, 70)}"`,
    );
};

/**
 * Words of `output` that are neither in `input` nor in the dictionary: "Saled" from "Sales". Read
 * word by word, independently of the guard's own reading, so the figure checks it.
 */
export function nonWords(input: string, output: string): string[] {
  const known = wordsOf(input);
  return (output.match(/\p{L}[\p{L}\p{N}'’-]*[\p{L}\p{N}]|\p{L}/gu) ?? []).filter(
    (w) => !known.has(w.toLowerCase().replace(/['’]s$/, '')) && !speller.knows(w),
  );
}

/** Text that must never reach a resume: bracketed prompts, template placeholders. */
const PLACEHOLDER = /\[[^\]]{0,80}\]|\bplaceholder\b|lorem ipsum|add a measurable result/i;
/** Openings that report presence, not work: a bullet starting so is not a strong verb. */
const WEAK_START =
  /^(?:was|were|am|is|are|be|been|had|has|have|did|do|does|got|get|helped|assisted|worked|participated|involved|responsible|tasked|tried)\b/i;
/** A weak opening in any tense: "Assist with" is as weak as "Assisted with" (the list holds past forms). */
function opensWeakly(bullet: string): boolean {
  const [first = '', ...rest] = bullet.split(' ');
  const past = conjugate(first.toLowerCase(), 'past');
  return WEAK_START.test(bullet) || (past !== undefined && WEAK_START.test([past, ...rest].join(' ')));
}
const URL = /\b(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:com|io|dev|me|net|org|in|co|app)(?:\/[^\s,;)]*)?/gi;
const NUMBER = /\d+(?:[.,]\d+)*/g;

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Every string of a resume object, joined: the text a reader sees. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).join('\n');
  return '';
}

interface Facts {
  named: Array<{ kind: string; value: string }>;
  numbers: Set<string>;
}

/** Employers, roles, dates, degrees, institutions, certifications, numbers and URLs of a resume. */
function factsOf(resume: ResumeData): Facts {
  const named: Facts['named'] = [];
  const add = (kind: string, value: string | null | undefined) => {
    if (value?.trim()) named.push({ kind, value: value.trim() });
  };
  for (const job of resume.experience) {
    add('employer', job.company);
    add('role', job.role);
    add('date', job.start_date);
    add('date', job.end_date);
  }
  for (const school of resume.education) {
    add('degree', school.degree);
    add('institution', school.institution);
  }
  for (const cert of resume.certifications) add('certification', cert.name);
  const text = textOf(resume);
  for (const url of text.match(URL) ?? []) add('url', url);
  return { named, numbers: new Set(text.match(NUMBER) ?? []) };
}

type Tense = 'past' | 'present' | 'either' | 'other';

/**
 * The tense a bullet's opening verb is in, read by compromise: 'either' for verbs spelt the same in both
 * ("Set up", "Cut"), 'other' when the bullet opens with no verb.
 */
function tenseOf(bullet: string): Tense {
  const words = tagWords(bullet);
  const first = leadingVerbs(words)[0] === 0 ? words[0]?.text.replace(/[,;:]$/, '').toLowerCase() : undefined;
  if (!first) return 'other';
  const past = conjugate(first, 'past') === first;
  const present = conjugate(first, 'present') === first;
  if (past && present) return 'either';
  return past ? 'past' : present ? 'present' : 'other';
}

/** "with 5 years of experience": the one figure the engine derives (from the role dates) by rule. */
const DERIVED_YEARS = /\bwith \d+ years? of experience\b/gi;

interface Totals {
  resumes: number;
  facts: number;
  kept: number;
  lostByKind: Map<string, number>;
  /** Facts the SPEC §5 cleaning removes before the engine sees the resume. */
  cleanedAway: number;
  lostExamples: string[];
  invented: number;
  inventedExamples: string[];
  placeholders: number;
  roles: number;
  consistentRoles: number;
  bullets: number;
  strong: number;
  nonWords: number;
  nonWordExamples: string[];
  lines: number;
  changedLines: number;
  /** Input lines no longer in the output: duplicates, adverts and empty labels removed, split lines joined. */
  removedLines: number;
  unchangedResumes: number;
  unchangedExamples: string[];
  mixedExamples: string[];
  ms: number[];
}

type CorpusResume = { file: string; text: string; resume: ResumeData };
let read: Promise<CorpusResume[]> | undefined;

/** The corpus resumes as the product would read them, read once for every report that uses them. */
export function corpusResumes(): Promise<CorpusResume[]> {
  read ??= readCorpusResumes();
  return read;
}

/** The corpus resumes as the product would read them: documents through the structure parser, plus
 * the 90 plain-text resumes of the fields split. */
async function readCorpusResumes(): Promise<CorpusResume[]> {
  const out: CorpusResume[] = [];
  for (const file of listDir('resumes').filter(
    (f) => /\.(?:pdf|docx|txt)$/.test(f) && !f.startsWith('negative-'),
  )) {
    const text = await documentText(corpusPath('resumes', file));
    const resume = parseResumeStructure(text);
    if (resume) out.push({ file, text, resume });
  }
  const csv = corpusPath('fields', 'resumes-by-field-dev.csv');
  if (fs.existsSync(csv)) {
    const rows = parse(fs.readFileSync(csv, 'utf8'), { columns: true }) as Array<{
      id: string;
      resume: string;
    }>;
    for (const row of rows) {
      const resume = parseResumeStructure(row.resume);
      if (resume) out.push({ file: `fields#${row.id}`, text: row.resume, resume });
    }
  }
  return out;
}

/**
 * Enhancement fidelity of the offline engine over every corpus resume: facts of the input kept in the
 * output, facts (numbers, employers, roles) in the output that the input does not have, placeholder
 * text, one tense per role (a current role's results aside), and bullets that open with a strong verb. Prints figures.
 */
export async function reportEnhanceFidelity(engine: AiEngine = productEngine(countRefusal)): Promise<void> {
  const t: Totals = {
    resumes: 0,
    facts: 0,
    kept: 0,
    lostByKind: new Map(),
    cleanedAway: 0,
    lostExamples: [],
    invented: 0,
    inventedExamples: [],
    placeholders: 0,
    roles: 0,
    consistentRoles: 0,
    bullets: 0,
    strong: 0,
    nonWords: 0,
    nonWordExamples: [],
    lines: 0,
    changedLines: 0,
    removedLines: 0,
    unchangedResumes: 0,
    unchangedExamples: [],
    mixedExamples: [],
    ms: [],
  };
  for (const { file, text, resume: input } of await corpusResumes()) {
    const started = performance.now();
    const { resume: output } = await engine.enhanceResume(input);
    t.ms.push(performance.now() - started);
    t.resumes += 1;
    const outText = norm(textOf(output));
    const facts = factsOf(input);
    const cleanedText = norm(textOf(cleanStoredResume(input)));
    const lose = (kind: string, value: string) => {
      // SPEC §5 cleaning removes education entries missing a field: counted apart, so the engine's
      // own losses are visible.
      t.lostByKind.set(kind, (t.lostByKind.get(kind) ?? 0) + 1);
      if (!cleanedText.includes(norm(value))) t.cleanedAway += 1;
      else if (t.lostExamples.length < 8) t.lostExamples.push(`${file} ${kind}: "${value}"`);
    };
    for (const fact of facts.named) {
      t.facts += 1;
      if (outText.includes(norm(fact.value))) t.kept += 1;
      else lose(fact.kind, fact.value);
    }
    for (const n of facts.numbers) {
      t.facts += 1;
      if (outText.includes(n.toLowerCase())) t.kept += 1;
      else lose('number', n);
    }
    const introduced = nonWords(textOf(input), textOf(output));
    t.nonWords += introduced.length;
    for (const w of introduced.slice(0, 2))
      if (t.nonWordExamples.length < 8) t.nonWordExamples.push(`${file}: "${w}"`);
    // A line is changed when the enhanced resume does not hold it as the user wrote it (spacing aside).
    const written = new Set(
      [...input.experience.flatMap((j) => j.responsibilities), input.summary].map(norm),
    );
    const outLines = [...output.experience.flatMap((j) => j.responsibilities), output.summary].filter(
      Boolean,
    );
    const changed = outLines.filter((line) => !written.has(norm(line))).length;
    const inLines = [...input.experience.flatMap((j) => j.responsibilities), input.summary].filter((l) =>
      l.trim(),
    );
    // A line removed is a change the user sees as much as one rewritten.
    const removed = Math.max(0, inLines.length - (outLines.length - changed));
    t.lines += outLines.length;
    t.changedLines += changed;
    t.removedLines += removed - Math.min(removed, changed);
    if (changed === 0 && removed === 0) {
      t.unchangedResumes += 1;
      t.unchangedExamples.push(file);
    }
    const inText = norm(textOf(input));
    const outFacts = factsOf({ ...output, summary: output.summary.replace(DERIVED_YEARS, '') });
    const invented = [
      ...[...outFacts.numbers].filter((n) => !inText.includes(n.toLowerCase())),
      ...outFacts.named
        .filter((f) => f.kind === 'employer' || f.kind === 'role')
        .map((f) => f.value)
        .filter((v) => !inText.includes(norm(v))),
    ];
    // A name the output states mid-sentence (an employer, a degree, a tool) that the input never wrote.
    for (const line of outLines)
      for (const name of line.match(/(?<=\p{L}[,;]?\s)\p{Lu}[\p{L}&-]*(?:\.\p{L}+)*/gu) ?? [])
        if (!inText.includes(name.toLowerCase())) invented.push(name);
    t.invented += invented.length;
    for (const v of invented.slice(0, 2))
      if (t.inventedExamples.length < 8) t.inventedExamples.push(`${file}: "${v}"`);
    // The editor's Expand answers with text the user downloads as it is: it must be as clean.
    const { enhancedText } = await engine.expandEditor(text);
    // Bracketed text the user wrote ("[BRD]", "[MESA]") is theirs, not a placeholder the engine added.
    const source = norm(text);
    t.placeholders += [...textOf(output).split('\n'), ...enhancedText.split('\n')].filter((line) => {
      const found = PLACEHOLDER.exec(line)?.[0];
      return found !== undefined && !source.includes(norm(found));
    }).length;
    for (const job of output.experience) {
      // A current role tells its duties in the present and the results it reports in the past.
      const current = tenseForRole(job.start_date, job.end_date, job.responsibilities) === 'present';
      const tenses = job.responsibilities
        .filter((b) => !(current && reportsChange(b)))
        .map(tenseOf)
        .filter((x) => x === 'past' || x === 'present');
      if (tenses.length > 0) {
        t.roles += 1;
        if (new Set(tenses).size === 1) t.consistentRoles += 1;
        else if (t.mixedExamples.length < 6)
          t.mixedExamples.push(`${file}: ${job.responsibilities.map((b) => b.split(' ')[0]).join(' / ')}`);
      }
      for (const bullet of job.responsibilities) {
        t.bullets += 1;
        if (tenseOf(bullet) !== 'other' && !opensWeakly(bullet)) t.strong += 1;
      }
    }
  }
  const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);
  console.log('\n## Enhancement fidelity — offline engine over every corpus resume');
  console.log(`resumes                      ${t.resumes}`);
  console.log(`facts preserved              ${t.kept}/${t.facts} (${pct(t.kept, t.facts)})`);
  console.log(
    `facts lost by kind           ${[...t.lostByKind].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
  );
  console.log(`  of which removed by SPEC §5 cleaning (education entries missing a field): ${t.cleanedAway}`);
  console.log(
    `facts preserved, cleaning aside ${t.kept}/${t.facts - t.cleanedAway} (${pct(t.kept, t.facts - t.cleanedAway)})`,
  );
  for (const example of t.lostExamples) console.log(`  lost by the engine ${example}`);
  console.log(`facts invented               ${t.invented}`);
  for (const example of t.inventedExamples) console.log(`  invented ${example}`);
  console.log(`placeholder lines in output  ${t.placeholders} (stored resume and editor Expand)`);
  console.log(
    `roles with one tense         ${t.consistentRoles}/${t.roles} (${pct(t.consistentRoles, t.roles)})`,
  );
  for (const example of t.mixedExamples) console.log(`  mixed ${example}`);
  console.log(`entries with mixed tense     ${t.roles - t.consistentRoles}`);
  console.log(`bullets with a strong verb   ${t.strong}/${t.bullets} (${pct(t.strong, t.bullets)})`);
  console.log(
    `non-words introduced         ${t.nonWords} (words neither in the input nor in Hunspell en_US/en_GB)`,
  );
  for (const example of t.nonWordExamples) console.log(`  non-word ${example}`);
  console.log(
    `lines changed                ${t.changedLines}/${t.lines} (${pct(t.changedLines, t.lines)}; bullets and summary)`,
  );
  console.log(
    `lines removed                ${t.removedLines} (duplicates, adverts, empty labels; split lines joined)`,
  );
  console.log(`resumes left unchanged       ${t.unchangedResumes}/${t.resumes}`);
  for (const file of t.unchangedExamples) console.log(`  unchanged ${file}`);
  console.log(
    `rewrites refused by the guard ${[...refusals.byReason].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
  );
  for (const example of refusals.examples) console.log(`  refused ${example}`);
  const sorted = [...t.ms].sort((a, b) => a - b);
  console.log(
    `enhance time per resume      median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
}
