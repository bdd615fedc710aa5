import type { JobFailureCode } from '@rb/contracts';
import { type AiEngine, editorChanges, lineChanges, tailorToJob } from '@rb/intelligence';
import { UnrecoverableError } from 'bullmq';
import { AiUnavailableError } from '../ai/openai/providerGuard';
import type { Processors } from '../processor';

/**
 * A failed AI task is not retried by BullMQ: the engine already spent the job's whole call budget, and
 * retrying here would multiply it. A provider that is down fails with a stable code the service turns
 * into a readable 503.
 */
async function once<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof AiUnavailableError) {
      const code: JobFailureCode = 'AI_UNAVAILABLE';
      throw new UnrecoverableError(code);
    }
    throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
  }
}

/** The ai queue: every LLM-backed job goes through the configured engine (offline or OpenAI-compatible). */
export function aiProcessors(engine: AiEngine): Processors {
  return {
    // Every engine's answer comes with its changed lines and why, so the user can reject any of them.
    'resume.enhance': async ({ resumeData }, { progress }) => {
      await progress('enhancing', 10);
      const answer = await once(() => engine.enhanceResume(resumeData));
      return { ...answer, changes: lineChanges(resumeData, answer.resume) };
    },
    'resumeText.enhance': async ({ resumeText }, { progress }) => {
      await progress('enhancing', 10);
      return once(() => engine.enhanceText(resumeText));
    },
    'editorText.expand': async ({ rawText }, { progress }) => {
      await progress('expanding', 10);
      const answer = await once(() => engine.expandEditor(rawText));
      return { ...answer, changes: editorChanges(rawText, answer.enhancedText) };
    },
    'resume.tailor': ({ resumeData, jobDescription }, { progress }) =>
      tailorToJob(engine, resumeData, jobDescription, progress),
    'coverLetter.generate': async ({ request }, { progress }) => {
      await progress('writing', 10);
      return once(() => engine.coverLetter(request));
    },
  };
}
