import {
  type CoverLetterRequest,
  cleanStoredResume,
  parseResumeMarkdown,
  type ResumeData,
  restoreIncompleteEducation,
  resumeDataSchema,
  resumeToMarkdown,
} from '@rb/contracts';
import {
  type AiEngine,
  checkRewrite,
  type OfflineEngineOptions,
  reviewResume,
  sanitizeText,
  tenseForRole,
  textOf,
  wordsOf,
} from '@rb/intelligence';
import OpenAI from 'openai';
import { z } from 'zod';
import type { AiConfig } from '../aiConfig';
import { createProviderGuard } from './providerGuard';
import { AiOutputError, type CallOptions, structuredCall } from './structuredCall';

/** The model asked when the operator names none (AI_MODEL). */
export const DEFAULT_MODEL = 'gpt-4o-mini';

const DEFAULTS = {
  model: DEFAULT_MODEL,
  timeoutMs: 30_000,
  callBudget: 3,
  breakerFailures: 5,
  breakerHalfOpenMs: 30_000,
  maxTokens: 2000,
};

const markdownReply = z.object({ markdown: z.string().min(1).max(100_000) });
const summaryReply = z.object({ summary: z.string().min(1).max(5000) });
const letterReply = z.object({ coverLetter: z.string().min(1).max(20_000) });

/**
 * Keeps the facts of the original and takes only prose from the model: the summary and, line by line,
 * the responsibilities. Employers, roles, dates, education, skills and certifications are the user's own,
 * so a model that invents or drops one cannot change them. Each rewritten line passes the guard against
 * the line it replaces (the same position: a model that merged, split or added lines answered another
 * question, and its lines are not taken); a refused line keeps the user's wording.
 */
function mergeProse(original: ResumeData, enhanced: ResumeData, guard: OfflineEngineOptions): ResumeData {
  const vocabulary = wordsOf(textOf(original));
  return {
    ...original,
    summary: enhanced.summary.trim() || original.summary,
    experience: original.experience.map((job, i) => {
      const rewritten = enhanced.experience[i]?.responsibilities.filter((r) => r.trim()) ?? [];
      if (rewritten.length !== job.responsibilities.length) return job;
      const context = {
        speller: guard.speller,
        vocabulary,
        names: wordsOf(`${job.company} ${job.role}`),
        tense: tenseForRole(job.start_date, job.end_date, job.responsibilities),
        complete: true,
      };
      const responsibilities = job.responsibilities.map((before, line) => {
        const after = sanitizeText(rewritten[line] ?? before);
        const violations = checkRewrite(before, after, context);
        if (violations.length === 0) return after;
        guard.onReject?.(violations, before, after);
        return before;
      });
      return { ...job, responsibilities };
    }),
  };
}

/** Markdown normalised through the contracts' parser, so it always round-trips; empty means malformed. */
function normaliseMarkdown(markdown: string): string {
  if (!/^#{1,3}\s+\S/m.test(markdown))
    throw new AiOutputError('The AI provider returned text without markdown sections.');
  const resume = parseResumeMarkdown(markdown);
  const empty =
    !resume.name && !resume.summary && resume.experience.length === 0 && resume.skills.length === 0;
  if (empty) throw new AiOutputError('The AI provider returned markdown without any resume section.');
  return resumeToMarkdown(resume);
}

/** An OpenAI-compatible provider (OpenAI, Ollama, vLLM, LM Studio) through the official SDK. */
export function createOpenAiEngine(
  config: AiConfig & { baseURL: string },
  guard: OfflineEngineOptions = {},
): AiEngine {
  const engine = 'openai' as const;
  const options: CallOptions = {
    client: new OpenAI({
      baseURL: config.baseURL,
      // Local servers (Ollama, vLLM) accept any key; the SDK insists on one.
      apiKey: config.apiKey || 'not-needed',
      timeout: config.timeoutMs ?? DEFAULTS.timeoutMs,
      // Retries are structuredCall's, within the job's call budget: the SDK's own would nest inside them.
      maxRetries: 0,
    }),
    model: config.model || DEFAULTS.model,
    maxTokens: config.maxTokens ?? DEFAULTS.maxTokens,
    callBudget: config.callBudget ?? DEFAULTS.callBudget,
    guard: createProviderGuard({
      failuresToOpen: config.breakerFailures ?? DEFAULTS.breakerFailures,
      halfOpenAfterMs: config.breakerHalfOpenMs ?? DEFAULTS.breakerHalfOpenMs,
      onChange: config.onCircuitChange,
      onCall: config.onProviderCall,
    }),
  };
  return {
    engine,
    async enhanceResume(resume) {
      const cleaned = cleanStoredResume(resume);
      const enhanced = await structuredCall(options, 'enhanceResume', resumeDataSchema, cleaned);
      const merged = restoreIncompleteEducation(resume, mergeProse(cleaned, enhanced, guard));
      return { resume: merged, engine, findings: reviewResume(merged, { speller: guard.speller }) };
    },
    async enhanceText(resumeText) {
      const reply = await structuredCall(options, 'enhanceText', markdownReply, resumeText);
      const markdown = normaliseMarkdown(reply.markdown);
      return {
        markdown,
        engine,
        findings: reviewResume(parseResumeMarkdown(markdown), { speller: guard.speller }),
      };
    },
    async expandEditor(rawText) {
      const reply = await structuredCall(options, 'expandEditor', markdownReply, rawText);
      const enhancedText = normaliseMarkdown(reply.markdown);
      return {
        enhancedText,
        engine,
        findings: reviewResume(parseResumeMarkdown(enhancedText), { speller: guard.speller }),
      };
    },
    async summarize(input) {
      const reply = await structuredCall(options, 'summarize', summaryReply, input);
      return { summary: reply.summary, engine };
    },
    async tailorSummary(resume, jobDescription, focus) {
      const reply = await structuredCall(options, 'tailorSummary', summaryReply, {
        resume,
        jobDescription,
        focus,
      });
      return { summary: reply.summary, engine };
    },
    async coverLetter(request: CoverLetterRequest) {
      const reply = await structuredCall(options, 'coverLetter', letterReply, request);
      return { coverLetter: reply.coverLetter, engine };
    },
  };
}
