import type { ResumeData } from '@rb/contracts';
import nlp from 'compromise';
import { withLetterHead } from '../letterHead';
import { yearsFromRoles } from '../offline/years';
import { sanitizeDeep, sanitizeText } from '../sanitize';
import type { AiEngine } from '../types';
import { checkRewrite, type GuardViolation, textOf, wordsOf } from './rewriteGuard';
import type { Speller } from './speller';

export interface GuardOptions {
  speller?: Speller | undefined;
  /** Told of each answer the guard refused, with why: the operations console counts them. */
  onReject?: ((violations: GuardViolation[], before: string, after: string) => void) | undefined;
  /**
   * The engine whose answer replaces a refused one (the built-in engine behind a provider). Without one
   * a refused summary falls back to the user's own, and a refused text is still returned, counted.
   */
  fallback?: AiEngine | undefined;
  /** Today, for a letter's date (the clock unless a test fixes it). */
  today?: (() => Date) | undefined;
}

/**
 * A summary may say the years of experience the role dates add up to ("with 6 years of experience"),
 * a figure no line states: a count up to that total is derived, not invented, and is left out of the check.
 */
function withoutDerivedYears(input: unknown, output: string): string {
  const resume = input as Partial<ResumeData> | undefined;
  const experience = typeof input === 'object' && Array.isArray(resume?.experience) ? resume.experience : [];
  const total = experience.length > 0 ? yearsFromRoles(experience) : 0;
  return output.replace(/\b(\d{1,2}) (years?)\b/g, (whole, n: string, unit: string) =>
    Number(n) <= total ? unit : whole,
  );
}

/**
 * Any engine behind the same output guard and sanitiser. Lines are guarded where they are rewritten
 * (each engine knows which input line an output line came from); here the texts written from a whole
 * input (summaries, letters, markdown) are checked against that input: no word outside the input and
 * the dictionary, no figure, name, URL or markup the input lacks. Every string is sanitised first, so
 * markup never reaches the check or the user.
 */
export function guardedEngine(engine: AiEngine, options: GuardOptions = {}): AiEngine {
  /** The sentences of `output` that fail the check against `input`, reported; none means it passes. */
  const unsound = (input: unknown, output: string, letter = false): Set<string> => {
    const source = textOf(input);
    const context = { speller: options.speller, vocabulary: wordsOf(source), complete: false };
    const failing = new Set<string>();
    for (const sentence of sentencesOf(output)) {
      const violations = checkRewrite(source, withoutDerivedYears(input, sentence), context);
      // A letter's sentence with no verb is a fragment ("As a Software Architect at Omnious."); a
      // summary's may be a resume's noun phrase, and the letter's frame lines end with no stop.
      if (letter && /[.!?]$/.test(sentence) && !nlp(sentence).has('#Verb'))
        violations.push({ reason: 'fragment', detail: sentence.slice(0, 60) });
      if (violations.length === 0) continue;
      failing.add(sentence);
      options.onReject?.(violations, '', sentence);
    }
    return failing;
  };
  /** The text without its failing sentences: a summary or a letter loses a sentence, never gains a wrong one. */
  const sound = (input: unknown, output: string, letter = false) =>
    without(output, unsound(input, output, letter));
  const without = (output: string, failing: Set<string>) => {
    if (failing.size === 0) return output;
    return output
      .split('\n')
      .map((line) =>
        sentencesOf(line)
          .filter((s) => !failing.has(s))
          .join(' '),
      )
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  };
  /**
   * A text answer, sanitised and checked sentence by sentence. Behind a fallback (a provider), an answer
   * with any failing sentence is replaced by the built-in engine's; otherwise its failing sentences go.
   */
  const checked = async <R>(
    input: unknown,
    answer: R,
    field: { get: (r: R) => string; set: (r: R, text: string) => R },
    again: (e: AiEngine) => Promise<R>,
    letter = false,
  ): Promise<R> => {
    let clean = sanitizeDeep(answer);
    if (options.fallback && unsound(input, field.get(clean), letter).size > 0)
      clean = sanitizeDeep(await again(options.fallback));
    return field.set(clean, sound(input, field.get(clean), letter));
  };
  type Summary = { summary: string; engine: AiEngine['engine'] };
  const summary = {
    get: (r: Summary) => r.summary,
    set: (r: Summary, text: string): Summary => ({ ...r, summary: text }),
  };
  return {
    engine: engine.engine,
    async enhanceResume(resume) {
      const answer = sanitizeWritten(resume, await engine.enhanceResume(resume));
      const { summary: written, ...rest } = answer.resume;
      // A rewrite of the user's own summary that fails is not applied at all (dropping its failing
      // sentences lost the years and figures they held); a summary the engine wrote from nothing loses
      // its failing sentences only.
      const failing = unsound({ ...resume, ...rest }, written);
      const own = resume.summary.trim() !== '';
      const kept = failing.size > 0 && own ? sanitizeText(resume.summary) : without(written, failing);
      return { ...answer, resume: { ...answer.resume, summary: kept } };
    },
    // Markdown is a whole resume, sanitised; a provider's that adds a word or a fact anywhere is
    // replaced by the built-in engine's, whose lines were guarded where they were rewritten.
    async enhanceText(text) {
      const answer = sanitizeDeep(await engine.enhanceText(text));
      if (!options.fallback || unsound(text, answer.markdown).size === 0) return answer;
      return sanitizeDeep(await options.fallback.enhanceText(text));
    },
    async expandEditor(text) {
      const answer = sanitizeDeep(await engine.expandEditor(text));
      if (!options.fallback || unsound(text, answer.enhancedText).size === 0) return answer;
      return sanitizeDeep(await options.fallback.expandEditor(text));
    },
    async summarize(input) {
      return checked(input, await engine.summarize(input), summary, (e) => e.summarize(input));
    },
    async tailorSummary(resume, posting, focus) {
      return checked(resume, await engine.tailorSummary(resume, posting, focus), summary, (e) =>
        e.tailorSummary(resume, posting, focus),
      );
    },
    async coverLetter(request) {
      type Letter = { coverLetter: string; engine: AiEngine['engine'] };
      const letter = {
        get: (r: Letter) => r.coverLetter,
        set: (r: Letter, text: string): Letter => ({ ...r, coverLetter: text }),
      };
      const answer = await checked(
        request,
        await engine.coverLetter(request),
        letter,
        (e) => e.coverLetter(request),
        true,
      );
      const today = options.today?.() ?? new Date();
      return letter.set(answer, withLetterHead(answer.coverLetter, request, today));
    },
  };
}

/**
 * The strings of an answer sanitised, except those the user wrote as they are: a certification named
 * "Presenter for <Metasploit 101>" is the user's text (escaped wherever it is shown), not markup an
 * engine produced, and removing it would lose a fact.
 */
function sanitizeWritten<T>(input: unknown, answer: T): T {
  const own = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') own.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(input);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return own.has(value) ? value : sanitizeText(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(answer) as T;
}

/**
 * A text's sentences, line by line: a stop before a space and a capital ends one, unless what follows is
 * an abbreviation with a comma, as inside a company's name ("at Omnious. Co., Ltd., I designed…"), where a
 * split would drop the first part as a fragment and leave "Co., Ltd., I designed…" standing.
 */
function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])(?!\p{Lu}\p{L}{0,4}\.,)/u))
    .map((s) => s.trim())
    .filter(Boolean);
}
