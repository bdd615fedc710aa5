import { cleanStoredResume, type ResumeData, resumeToMarkdown } from '@rb/contracts';
import { focusedSummary } from '../../tailor/tailorResume';
import type { AiEngine } from '../types';
import { writeCoverLetter } from './coverLetter';
import { isWholeResumeText, readResume } from './readResume';
import { rewriteBullet, tenseForRole } from './rewriteBullet';
import { writeSummary } from './summary';

/**
 * Rewrites every responsibility and writes the summary. `suggestMetrics` adds the visible
 * "[add a measurable result]" prompt to bullets without a figure: only for editor text, which the user
 * edits before downloading; a stored resume is rendered to PDF as is, so it never gets prompts.
 */
function improve(resume: ResumeData, suggestMetrics: boolean): ResumeData {
  const cleaned = cleanStoredResume(resume);
  const experience = cleaned.experience.map((job) => {
    const tense = tenseForRole(job.start_date, job.end_date);
    return {
      ...job,
      responsibilities: job.responsibilities
        .map((r) => rewriteBullet(r, { tense, suggestMetrics }))
        .filter(Boolean),
    };
  });
  const improved = { ...cleaned, experience };
  return { ...improved, summary: writeSummary(summarySource(improved, suggestMetrics)) };
}

/**
 * What the summary is written from: the resume itself, or, when its only content is a whole resume
 * pasted into the summary (the editor's Summarize), the structure read from that text.
 */
function summarySource(resume: ResumeData, suggestMetrics: boolean): ResumeData {
  const bare = resume.experience.length === 0 && resume.education.length === 0 && resume.skills.length === 0;
  if (!isWholeResumeText(resume.summary, bare)) return resume;
  const parsed = readResume(resume.summary);
  return parsed.summary === resume.summary.replace(/\s+/g, ' ').trim()
    ? resume
    : improve(parsed, suggestMetrics);
}

/** The built-in engine: deterministic, no network, the default when no provider is configured. */
export function createOfflineEngine(): AiEngine {
  const engine = 'offline' as const;
  return {
    engine,
    async enhanceResume(resume) {
      return { resume: improve(resume, false), engine };
    },
    async enhanceText(resumeText) {
      return { markdown: resumeToMarkdown(improve(readResume(resumeText), false)), engine };
    },
    async expandEditor(rawText) {
      return { enhancedText: resumeToMarkdown(improve(readResume(rawText), true)), engine };
    },
    async summarize(input) {
      const resume = typeof input === 'string' ? readResume(input) : input;
      return { summary: writeSummary(improve(resume, false)), engine };
    },
    async tailorSummary(resume, _jobDescription, focus) {
      return { summary: focusedSummary(resume, focus), engine };
    },
    async coverLetter(request) {
      return { coverLetter: writeCoverLetter(request), engine };
    },
  };
}
