import {
  cleanStoredResume,
  type ResumeData,
  restoreIncompleteEducation,
  resumeToMarkdown,
} from '@rb/contracts';
import { focusedSummary } from '../../tailor/tailorResume';
import { suggestionsFor } from '../suggestions';
import type { AiEngine } from '../types';
import { dropExactDuplicates, mergeSplitBullets } from './bullets';
import { writeCoverLetter } from './coverLetter';
import { readCasing } from './proseCase';
import { isWholeResumeText, readResume } from './readResume';
import { endsBulletsWithStop, projectEnd, rewriteBullet, tenseForRole } from './rewriteBullet';
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
function improve(resume: ResumeData): ResumeData {
  const cleaned = cleanStoredResume(resume);
  // The skills the resume lists as one word name tools ("Excel"); capitals inside its sentences say less
  // (a title-case writer capitalises every word).
  const { names } = readCasing('', cleaned.skills);
  const stop = endsBulletsWithStop([
    ...cleaned.experience.flatMap((job) => job.responsibilities),
    ...(cleaned.projects ?? []).flatMap((p) => p.bullets),
    ...(cleaned.volunteering ?? []).flatMap((v) => v.bullets),
  ]);
  const rewrite = (bullets: readonly string[], start: string, end: string | null | undefined) => {
    const tense = tenseForRole(start, end, bullets);
    const rewritten = mergeSplitBullets(bullets).map((r) => rewriteBullet(r, { tense, names, stop }));
    return dropExactDuplicates(rewritten.filter(Boolean));
  };
  // An entry the schema did not fill in (a provider's or an old row's) is carried over as it is.
  const rewriteHighlights = <T extends Highlighted>(entry: T, end: string | undefined): T =>
    entry.bullets?.length
      ? { ...entry, bullets: rewrite(entry.bullets, entry.start_date ?? '', end) }
      : entry;
  const improved = {
    ...cleaned,
    experience: cleaned.experience.map((job) => ({
      ...job,
      responsibilities: rewrite(job.responsibilities, job.start_date, job.end_date),
    })),
    ...(cleaned.projects && { projects: cleaned.projects.map((p) => rewriteHighlights(p, projectEnd(p))) }),
    ...(cleaned.volunteering && {
      volunteering: cleaned.volunteering.map((v) => rewriteHighlights(v, v.end_date)),
    }),
  };
  return restoreIncompleteEducation(resume, { ...improved, summary: writeSummary(summarySource(improved)) });
}

/**
 * What the summary is written from: the resume itself, or, when its only content is a whole resume
 * pasted into the summary (the editor's Summarize), the structure read from that text.
 */
function summarySource(resume: ResumeData): ResumeData {
  const bare = resume.experience.length === 0 && resume.education.length === 0 && resume.skills.length === 0;
  if (!isWholeResumeText(resume.summary, bare)) return resume;
  const parsed = readResume(resume.summary);
  return parsed.summary === resume.summary.replace(/\s+/g, ' ').trim() ? resume : improve(parsed);
}

/** The built-in engine: deterministic, no network, the default when no provider is configured. */
export function createOfflineEngine(): AiEngine {
  const engine = 'offline' as const;
  return {
    engine,
    async enhanceResume(resume) {
      const improved = improve(resume);
      return { resume: improved, engine, suggestions: suggestionsFor(improved) };
    },
    async enhanceText(resumeText) {
      const improved = improve(readResume(resumeText));
      return { markdown: resumeToMarkdown(improved), engine, suggestions: suggestionsFor(improved) };
    },
    async expandEditor(rawText) {
      const improved = improve(readResume(rawText));
      return { enhancedText: resumeToMarkdown(improved), engine, suggestions: suggestionsFor(improved) };
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
