import type { CoverLetterRequest, Engine, ResumeData, Suggestion } from '@rb/contracts';

/**
 * Every AI task of SPEC §7 behind one interface; each answer names the engine that produced it.
 * Suggestions (add a figure, near-duplicate bullets) travel beside the text, never inside it.
 */
export interface AiEngine {
  readonly engine: Engine;
  /** A stored resume (card or editor) improved in place; facts kept, SPEC §5 cleaning applied. */
  enhanceResume(
    resume: ResumeData,
  ): Promise<{ resume: ResumeData; engine: Engine; suggestions: Suggestion[] }>;
  /** The dashboard's flattened resume text as SPEC §3 markdown. */
  enhanceText(resumeText: string): Promise<{ markdown: string; engine: Engine; suggestions: Suggestion[] }>;
  /** Editor text expanded into the markdown sections. */
  expandEditor(rawText: string): Promise<{ enhancedText: string; engine: Engine; suggestions: Suggestion[] }>;
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
