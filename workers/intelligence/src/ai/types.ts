import type { CoverLetterRequest, Engine, Finding, ResumeData } from '@rb/contracts';

/**
 * Every AI task of SPEC §7 behind one interface; each answer names the engine that produced it.
 * The review of what an engine returns (findings: add a figure, a repeated bullet) travels beside the
 * text, never inside it.
 */
export interface AiEngine {
  readonly engine: Engine;
  /** A stored resume (card or editor) improved in place; facts kept, SPEC §5 cleaning applied. */
  enhanceResume(resume: ResumeData): Promise<{ resume: ResumeData; engine: Engine; findings: Finding[] }>;
  /** The dashboard's flattened resume text as SPEC §3 markdown. */
  enhanceText(resumeText: string): Promise<{ markdown: string; engine: Engine; findings: Finding[] }>;
  /** Editor text expanded into the markdown sections. */
  expandEditor(rawText: string): Promise<{ enhancedText: string; engine: Engine; findings: Finding[] }>;
  /** A 2–3 sentence summary of a resume object or text. */
  summarize(input: ResumeData | string): Promise<{ summary: string; engine: Engine }>;
  coverLetter(request: CoverLetterRequest): Promise<{ coverLetter: string; engine: Engine }>;
  /** The summary rewritten toward a posting, naming the `focus` terms (ones the resume shows) only. */
  tailorSummary(
    resume: ResumeData,
    jobDescription: string,
    focus: readonly string[],
  ): Promise<{ summary: string; engine: Engine }>;
}
