import type { CoverLetterRequest, Engine, ResumeData } from '@rb/contracts';

// INTERIM until workers/src/intelligence lands: replaced by a re-export of its createAiEngine.
export interface AiEngine {
  enhanceResume(resume: ResumeData): Promise<{ resume: ResumeData; engine: Engine }>;
  enhanceText(text: string): Promise<{ markdown: string; engine: Engine }>;
  expandEditor(rawText: string): Promise<{ enhancedText: string; engine: Engine }>;
  coverLetter(request: CoverLetterRequest): Promise<{ coverLetter: string; engine: Engine }>;
}

export function createAiEngine(_config: unknown): AiEngine {
  const engine = 'offline' as const;
  return {
    enhanceResume: async (resume) => ({ resume, engine }),
    enhanceText: async (text) => ({ markdown: text, engine }),
    expandEditor: async (rawText) => ({ enhancedText: rawText, engine }),
    coverLetter: async (request) => ({
      coverLetter: `Dear Hiring Manager,\n\n${request.userInput.jobTitle}`,
      engine,
    }),
  };
}
