import { type AiEngine, tailorToJob } from '../intelligence';
import type { Processors } from '../processor';

/** The ai queue: every LLM-backed job goes through the configured engine (offline or OpenAI-compatible). */
export function aiProcessors(engine: AiEngine): Processors {
  return {
    'resume.enhance': async ({ resumeData }, { progress }) => {
      await progress('enhancing', 10);
      return engine.enhanceResume(resumeData);
    },
    'resumeText.enhance': async ({ resumeText }, { progress }) => {
      await progress('enhancing', 10);
      return engine.enhanceText(resumeText);
    },
    'editorText.expand': async ({ rawText }, { progress }) => {
      await progress('expanding', 10);
      return engine.expandEditor(rawText);
    },
    'resume.tailor': ({ resumeData, jobDescription }, { progress }) =>
      tailorToJob(engine, resumeData, jobDescription, progress),
    'coverLetter.generate': async ({ request }, { progress }) => {
      await progress('writing', 10);
      return engine.coverLetter(request);
    },
  };
}
