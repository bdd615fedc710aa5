import {
  cleanStoredResume,
  type ResumeData,
  restoreIncompleteEducation,
  resumeToMarkdown,
} from '@rb/contracts';
import { reviewResume } from '../../review/reviewResume';
import { isAdvert, isDeclaration } from '../../review/templateLeftovers';
import { skillCasing, withToolCasing } from '../../review/toolCasing';
import { focusedSummary } from '../../tailor/tailorResume';
import { reportsChange } from '../../text/measurable';
import { formOf, type Tense } from '../../text/verbs';
import { checkRewrite, type GuardViolation, textOf, wordsOf } from '../guard/rewriteGuard';
import type { Speller } from '../guard/speller';
import type { AiEngine } from '../types';
import { dropExactDuplicates, mergeSplitBullets } from './bullets';
import { writeCoverLetter } from './coverLetter';
import { readCasing } from './proseCase';
import { isWholeResumeText, readResume } from './readResume';
import { endsBulletsWithStop, projectEnd, rewriteBullet, tenseForRole, withoutGlyph } from './rewriteBullet';
import { writeSummary } from './summary';

/** A project or a volunteering post: highlights dated like a role. */
interface Highlighted {
  bullets?: string[];
  start_date?: string;
  end_date?: string;
}

/**
 * Rewrites every bullet (a role's responsibilities, a project's and a volunteering post's highlights:
 * for a student, projects are the work; see projectEnd for a project's tense) and writes the summary. Bullets split across lines are joined
 * back and exact repeats dropped before rewriting; each entry's bullets take one tense. Every other field
 * and section is carried over as given (the spread), so sections this engine does not know survive.
 */
function improveGuarded(resume: ResumeData, guard: OfflineEngineOptions): ResumeData {
  const cleaned = cleanStoredResume(resume);
  const vocabulary = wordsOf(textOf(cleaned));
  // The skills the resume lists as one word name tools ("Excel"); capitals inside its sentences say less
  // (a title-case writer capitalises every word).
  const { names } = readCasing('', cleaned.skills);
  const tools = skillCasing(cleaned.skills);
  const isWord = guard.speller && ((word: string) => guard.speller?.knows(word) ?? false);
  const stop = endsBulletsWithStop([
    ...cleaned.experience.flatMap((job) => job.responsibilities),
    ...(cleaned.projects ?? []).flatMap((p) => p.bullets),
    ...(cleaned.volunteering ?? []).flatMap((v) => v.bullets),
  ]);
  // Each line passes the guard on its own: a rewrite that breaks a word, a fact or the tense is
  // dropped for that line and the user's line kept.
  /** Each line in `tense`, or as written where the guard refuses its rewrite (with why). */
  const attempt = (lines: readonly string[], tense: Tense, owner: string) => {
    const context = { speller: guard.speller, vocabulary, names: wordsOf(owner), tense, complete: true };
    return lines.map((raw) => {
      const before = withoutGlyph(raw);
      const after = rewriteBullet(raw, { tense, names, stop, tools, isWord });
      const violations = checkRewrite(before, after, context);
      return violations.length === 0 ? { text: after, before } : { text: before, before, after, violations };
    });
  };
  const rewrite = (
    bullets: readonly string[],
    start: string,
    end: string | null | undefined,
    owner: string,
  ) => {
    // A resume builder's advert ("Only $2.95") or a form's declaration is none of the user's work: the
    // review's fix removes it.
    const lines = mergeSplitBullets(bullets).filter((line) => !isAdvert(line) && !isDeclaration(line));
    const tense = tenseForRole(start, end, bullets);
    let done = attempt(lines, tense, owner);
    // One tense per entry: a current role's line the guard would not put in the present (its verbs
    // cannot all be conjugated safely) stays in the past as written, beside duties in the present. When
    // fewer lines are left out of tense told in the past, the whole entry is, as many resumes tell a
    // current role.
    if (tense === 'present' && offTense(done, 'present') > 0) {
      const past = attempt(lines, 'past', owner);
      if (offTense(past, 'past') < offTense(done, 'present')) done = past;
    }
    for (const d of done) if (d.violations) guard.onReject?.(d.violations, d.before, d.after ?? '');
    return dropExactDuplicates(done.map((d) => d.text).filter(Boolean));
  };
  // An entry the schema did not fill in (a provider's or an old row's) is carried over as it is.
  const rewriteHighlights = <T extends Highlighted>(entry: T, end: string | undefined): T =>
    entry.bullets?.length
      ? { ...entry, bullets: rewrite(entry.bullets, entry.start_date ?? '', end, '') }
      : entry;
  const improved = {
    ...cleaned,
    // The skills list is where a tool is named most: written as its maker does, as in the bullets.
    skills: cleaned.skills.map((skill) => withToolCasing(skill, tools, isWord)),
    experience: cleaned.experience.map((job) => ({
      ...job,
      responsibilities: rewrite(
        job.responsibilities,
        job.start_date,
        job.end_date,
        `${job.company} ${job.role}`,
      ),
    })),
    ...(cleaned.projects && { projects: cleaned.projects.map((p) => rewriteHighlights(p, projectEnd(p))) }),
    ...(cleaned.volunteering && {
      volunteering: cleaned.volunteering.map((v) => rewriteHighlights(v, v.end_date)),
    }),
  };
  return restoreIncompleteEducation(resume, {
    ...improved,
    summary: withToolCasing(writeSummary(summarySource(improved, guard)), tools, isWord),
  });
}

/**
 * Lines of an entry kept as written (the guard refused their rewrite) that open in the other tense: a
 * past in the present (not a measured result, which stays past in a current role), a base in the past.
 */
function offTense(lines: ReadonlyArray<{ text: string; violations?: unknown }>, tense: Tense): number {
  return lines.filter((d) => {
    if (!d.violations) return false;
    const form = formOf(/^\p{L}+/u.exec(d.text)?.[0] ?? '');
    return tense === 'present' ? form === 'past' && !reportsChange(d.text) : form === 'base';
  }).length;
}

/**
 * What the summary is written from: the resume itself, or, when its only content is a whole resume
 * pasted into the summary (the editor's Summarize), the structure read from that text.
 */
function summarySource(resume: ResumeData, guard: OfflineEngineOptions): ResumeData {
  const bare = resume.experience.length === 0 && resume.education.length === 0 && resume.skills.length === 0;
  if (!isWholeResumeText(resume.summary, bare)) return resume;
  const parsed = readResume(resume.summary);
  return parsed.summary === resume.summary.replace(/\s+/g, ' ').trim()
    ? resume
    : improveGuarded(parsed, guard);
}

export interface OfflineEngineOptions {
  /** The real-English dictionary the guard checks each rewritten word against (see `createSpeller`). */
  speller?: Speller | undefined;
  /** Told of each rewrite the guard refused (the line kept as written): the console counts them. */
  onReject?: ((violations: GuardViolation[], before: string, after: string) => void) | undefined;
}

/** The built-in engine: deterministic, no network, the default when no provider is configured. */
export function createOfflineEngine(guard: OfflineEngineOptions = {}): AiEngine {
  const improve = (resume: ResumeData) => improveGuarded(resume, guard);
  const review = (resume: ResumeData) => reviewResume(resume, { speller: guard.speller });
  const engine = 'offline' as const;
  return {
    engine,
    async enhanceResume(resume) {
      const improved = improve(resume);
      return { resume: improved, engine, findings: review(improved) };
    },
    async enhanceText(resumeText) {
      const improved = improve(readResume(resumeText));
      return { markdown: resumeToMarkdown(improved), engine, findings: review(improved) };
    },
    async expandEditor(rawText) {
      const improved = improve(readResume(rawText));
      return { enhancedText: resumeToMarkdown(improved), engine, findings: review(improved) };
    },
    async summarize(input) {
      const resume = typeof input === 'string' ? readResume(input) : input;
      return { summary: writeSummary(improve(resume)), engine };
    },
    async tailorSummary(resume, _jobDescription, focus) {
      return { summary: focusedSummary(resume, focus), engine };
    },
    async coverLetter(request) {
      return { coverLetter: writeCoverLetter(request), engine };
    },
  };
}
