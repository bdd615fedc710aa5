import type { AtsRequirement } from '@rb/contracts';
import { stem, stems, words } from '../text/tokens';
import { DEGREE_LEVEL, resumeDegreeLines } from './degreeLevel';
import { yearsShown } from './experienceYears';
import { findTerms, type LexiconTerm } from './lexicon';
import { fieldFamilies, fieldsNamedIn, findTools, groupsOfTitlesIn, type Tool } from './occupations';
import { phraseCount } from './phraseIndex';
import type { Alternative, Requirement } from './requirements';
import { isSalient } from './salientWords';
import { levelAbove } from './seniority';
import { softSkillsShown } from './softSkillEvidence';

/** A requirement judged against the resume, with its credit in the score (met 1, partial ½, missing 0). */
export interface Judged extends AtsRequirement {
  weight: number;
  credit: number;
}

const CREDIT = { met: 1, partial: 0.5, missing: 0 } as const;
/** Evidence is a line of the resume, cut to this many characters. */
const EVIDENCE_CHARS = 160;
/** A line shorter than this is a list entry (a skills line), not a sentence showing a trait. */
const LIST_LINE_WORDS = 6;
/** A resume line longer than this is a sentence, not the heading a job title stands on. */
const TITLE_LINE_MAX_WORDS = 14;
/** "Or equivalent experience" stands for a degree with this many years of experience. */
const EQUIVALENT_YEARS = 3;

/** The resume as the verdicts read it: its lines, words, lexicon terms and products, each found once. */
export class ResumeView {
  readonly lines: ReadonlyArray<{ text: string; stems: readonly string[] }>;
  readonly stems: readonly string[];
  readonly terms: Map<LexiconTerm, number[]>;
  readonly lengths = new Map<number, number>();
  readonly tools: Map<Tool, number[]>;
  private readonly starts: number[] = [];
  /** Each line's occupation groups (see groupsOfTitlesIn), read when a title requirement first asks. */
  private readonly titleGroups: Array<ReadonlySet<string>> = [];

  constructor(readonly text: string) {
    this.lines = text.split('\n').map((line) => ({ text: line.trim(), stems: stems(line) }));
    const all: string[] = [];
    for (const line of this.lines) {
      this.starts.push(all.length);
      all.push(...line.stems);
    }
    this.stems = all;
    this.terms = findTerms(all, this.lengths, true);
    this.tools = findTools(all);
  }

  /** The resume line holding a word position, as evidence. */
  lineAt(position: number): string {
    return quote(this.lines[this.lineIndex(position)]?.text ?? '');
  }

  private lineIndex(position: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= position) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** How many words the line holding a word position has. */
  wordsOfLineAt(position: number): number {
    return this.lines[this.lineIndex(position)]?.stems.length ?? 0;
  }

  /**
   * The first line naming a title of one of these occupation groups, or undefined. Titles stand on short
   * lines (a role's heading), not inside a bullet's sentence.
   */
  titleLine(groups: ReadonlySet<string>): string | undefined {
    for (const [i, line] of this.lines.entries()) {
      if (line.stems.length > TITLE_LINE_MAX_WORDS) continue;
      this.titleGroups[i] ??= groupsOfTitlesIn(line.stems);
      if ([...groups].some((g) => this.titleGroups[i]?.has(g))) return quote(line.text);
    }
    return undefined;
  }

  /** Does the resume use any salient word of a phrase ("plumber", "helper" of "plumber's helper")? */
  showsAnyWordOf(phrase: string): boolean {
    return words(phrase)
      .filter(isSalient)
      .map(stem)
      .some((s) => this.lines.some((l) => l.stems.includes(s)));
  }

  /** The first line where a phrase's stems stand, or undefined. */
  phraseLine(phrase: readonly string[]): string | undefined {
    const line = this.lines.find((l) => phraseCount(l.stems, phrase) > 0);
    return line && quote(line.text);
  }
}

/** A line as evidence, cut at a word's end when long. */
const quote = (line: string) =>
  line.length > EVIDENCE_CHARS ? `${line.slice(0, line.lastIndexOf(' ', EVIDENCE_CHARS - 1))}…` : line;

/**
 * Each requirement met, partly met or missing, with the resume's words that show it:
 *   skill, tool, trait, duty  any alternative the resume names (a trait only counts as met when a sentence
 *                  shows it, "led a team of six"; named in a list it is partial); a product meets its own
 *                  class ("NetSuite" meets "ERP systems") and partly meets a product of the same class
 *   credential     the credential's name in the resume
 *   title          the title, or any title of the same occupation group (O*NET SOC broad occupation, ESCO
 *                  ISCO unit group: "IT Support Technician" meets "IT Support Specialist"); the title's
 *                  own role words alone are partial
 *   years          the years the role dates cover (overlaps merged); half of them or more is partial
 *   degree         a degree at the level or above, in the field when one is named (CIP families compared);
 *                  the level in another field is partial, as is "or equivalent experience" shown by years
 */
export function judge(requirements: readonly Requirement[], resume: ResumeView): Judged[] {
  const traits = new Set(
    requirements.flatMap((r) =>
      r.kind === 'trait' ? r.alternatives.flatMap((a) => (a.kind === 'term' ? [a.term] : [])) : [],
    ),
  );
  const shown = softSkillsShown(
    resume.lines.map((l) => ({ text: l.text, words: l.stems.length })),
    resume.terms,
    resume.lengths,
    traits,
  );
  const years = requirements.some((r) => r.kind === 'years' || r.kind === 'degree')
    ? yearsShown(resume.text)
    : { years: 0, evidence: '' };
  return requirements.map((r) => {
    const { verdict, evidence } = verdictOf(r, resume, shown, years);
    return {
      text: r.text,
      kind: r.kind,
      importance: r.importance,
      verdict,
      evidence,
      weight: r.weight,
      credit: CREDIT[verdict],
    };
  });
}

type Verdict = { verdict: AtsRequirement['verdict']; evidence: string };
const MISSING: Verdict = { verdict: 'missing', evidence: '' };

function verdictOf(
  r: Requirement,
  resume: ResumeView,
  shown: ReadonlySet<LexiconTerm>,
  years: { years: number; evidence: string },
): Verdict {
  switch (r.kind) {
    case 'title':
      return levelled(titleVerdict(r, resume), r, resume);
    case 'years': {
      const asked = r.level ?? 0;
      // Years in another line of work than the one named ("as a plumber's helper") are partly what is asked.
      if (years.years >= asked)
        return {
          verdict: r.field && !resume.showsAnyWordOf(r.field) ? 'partial' : 'met',
          evidence: years.evidence,
        };
      if (years.years >= asked / 2 && years.years > 0)
        return { verdict: 'partial', evidence: years.evidence };
      return MISSING;
    }
    case 'degree':
      return degreeVerdict(r, resume, years);
    default:
      return best(r.alternatives.map((a) => alternativeVerdict(a, resume, shown)));
  }
}

function best(verdicts: Verdict[]): Verdict {
  return (
    verdicts.find((v) => v.verdict === 'met') ?? verdicts.find((v) => v.verdict === 'partial') ?? MISSING
  );
}

function alternativeVerdict(a: Alternative, resume: ResumeView, shown: ReadonlySet<LexiconTerm>): Verdict {
  switch (a.kind) {
    case 'term': {
      if (a.stems) {
        const line = resume.phraseLine(a.stems);
        return line ? { verdict: 'met', evidence: line } : MISSING;
      }
      const at = resume.terms.get(a.term)?.[0];
      if (at === undefined) return MISSING;
      if (a.term.kind === 'soft' && !shown.has(a.term)) {
        // Named in a skills list: partly met. Said of the person otherwise ("supervised by the charge
        // nurse", a received skill): no evidence at all.
        const listed = (resume.terms.get(a.term) ?? []).find(
          (p) => resume.wordsOfLineAt(p) < LIST_LINE_WORDS,
        );
        return listed === undefined ? MISSING : { verdict: 'partial', evidence: resume.lineAt(listed) };
      }
      return { verdict: 'met', evidence: resume.lineAt(at) };
    }
    case 'tool': {
      const same = resume.tools.get(a.tool)?.[0];
      if (same !== undefined) return { verdict: 'met', evidence: resume.lineAt(same) };
      for (const [tool, positions] of resume.tools)
        if (tool.cls === a.tool.cls && positions[0] !== undefined)
          return { verdict: 'partial', evidence: resume.lineAt(positions[0]) };
      return MISSING;
    }
    case 'class': {
      for (const [tool, positions] of resume.tools)
        if (tool.cls === a.toolClass.cls && positions[0] !== undefined)
          return { verdict: 'met', evidence: resume.lineAt(positions[0]) };
      return MISSING;
    }
    case 'words': {
      const line = resume.phraseLine(a.stems);
      return line ? { verdict: 'met', evidence: line } : MISSING;
    }
    case 'action':
      return actionVerdict(a.object, resume);
  }
}

/**
 * A duty ("Review final design documents") is met by a resume line showing every word of its object,
 * whatever the verb ("kept the project history files" for "maintain…"), and partly by one showing two of
 * them or more and at least half.
 */
function actionVerdict(object: readonly string[], resume: ResumeView): Verdict {
  let best: { shown: number; text: string } | undefined;
  for (const line of resume.lines) {
    const shown = object.filter((s) => line.stems.includes(s)).length;
    if (shown > (best?.shown ?? 0)) best = { shown, text: line.text };
  }
  if (!best) return MISSING;
  if (best.shown === object.length) return { verdict: 'met', evidence: quote(best.text) };
  if (best.shown >= 2 && best.shown * 2 >= object.length)
    return { verdict: 'partial', evidence: quote(best.text) };
  return MISSING;
}

/** Words of a title that name its level or arrangement, not the role ("Senior", "Lead", "Remote"). */
const LEVEL_WORDS = new Set(
  'senior sr junior jr lead principal staff chief head trainee graduate intern remote hybrid band'.split(' '),
);

function titleVerdict(r: Requirement, resume: ResumeView): Verdict {
  const roleWords = (text: string) => stems(text).filter((s) => !LEVEL_WORDS.has(s) && !/^\d/.test(s));
  const own = roleWords(r.text);
  // A title written two ways ("Ingeniero de Datos / Data Engineer") is met by either.
  for (const written of new Set([r.text, ...r.text.split(/\s+\/\s+/)])) {
    const words = roleWords(written);
    const same = words.length > 0 ? resume.phraseLine(words) : undefined;
    if (same) return { verdict: 'met', evidence: same };
  }
  const groups = new Set((r.field ?? '').split(' ').filter(Boolean));
  const titled = groups.size > 0 ? resume.titleLine(groups) : undefined;
  if (titled) return { verdict: 'met', evidence: titled };
  // The role's words (not its head noun alone) in one line, or the lexicon skills the title names under
  // any of their names ("Fullstack" in the title, "full-stack" in the resume): partial.
  const role = own.length > 1 ? own.slice(0, -1) : own;
  const line = resume.lines.find((l) => role.every((s) => l.stems.includes(s)));
  if (line) return { verdict: 'partial', evidence: quote(line.text) };
  const named = [...findTerms(own).keys()].filter((t) => t.kind === 'skill');
  const shownAt = named.length > 0 ? named.map((t) => resume.terms.get(t)?.[0]) : [undefined];
  return shownAt.every((p) => p !== undefined)
    ? { verdict: 'partial', evidence: resume.lineAt(shownAt[0] ?? 0) }
    : MISSING;
}

/**
 * A title of the same occupation two or more levels above any the resume has held (a Staff or Principal
 * posting for a "Software Engineer") is only partly met: such screens are on the level held, not the
 * occupation alone. One level up (Senior for a Software Engineer) is the normal next step and stays met.
 */
function levelled(v: Verdict, r: Requirement, resume: ResumeView): Verdict {
  if (v.verdict !== 'met' || !levelAbove(r.text, resume.text)) return v;
  return { verdict: 'partial', evidence: v.evidence };
}

function degreeVerdict(
  r: Requirement,
  resume: ResumeView,
  years: { years: number; evidence: string },
): Verdict {
  const asked = r.level ?? DEGREE_LEVEL.bachelor;
  const degrees = resumeDegreeLines(resume.text).filter((d) => d.level >= asked);
  const wanted = r.field ? fieldFamilies(r.field) : new Set<string>();
  const inField = degrees.find(
    (d) => wanted.size === 0 || [...fieldsNamedIn(d.line)].some((f) => wanted.has(f)),
  );
  if (inField) return { verdict: 'met', evidence: quote(inField.line) };
  if (degrees[0]) return { verdict: 'partial', evidence: quote(degrees[0].line) };
  if (r.equivalent && years.years >= EQUIVALENT_YEARS)
    return { verdict: 'partial', evidence: years.evidence };
  return MISSING;
}
