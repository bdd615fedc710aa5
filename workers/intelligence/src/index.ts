/**
 * @rb/intelligence: the product's judgement as pure functions (no queue, network, file or process
 * access). Everything the rest of the system may use is named here; every other module is internal.
 * The worker runtime wraps these in jobs and adds the remote AI provider (workers/src/ai).
 */

export { editorChanges } from './ai/changes/editorChanges';
export { lineChanges } from './ai/changes/lineChanges';
export { guardedEngine } from './ai/guard/guardedEngine';
export {
  checkRewrite,
  type GuardViolation,
  textOf,
  wordsOf,
} from './ai/guard/rewriteGuard';
export { createSpeller, type HunspellDictionary, type Speller } from './ai/guard/speller';
export { createOfflineEngine, type OfflineEngineOptions } from './ai/offline/offlineEngine';
export { tenseForRole } from './ai/offline/rewriteBullet';
export { sanitizeDeep, sanitizeText } from './ai/sanitize';
// Writing: the built-in engine (enhance, summarise, cover letters), its suggestions and the output guard.
export type { AiEngine } from './ai/types';
export { jobKeywords, readPosting } from './ats/jobKeywords';
/**
 * Readers that `npm run eval` measures with (scripts/eval): the lexicon, sentence and HTML readers,
 * tokens and verb tense. Exported for measurement so the evaluation never reaches into the package.
 */
export { findTerms, termByLabel } from './ats/lexicon';
// ATS: a resume scored against a posting, and the posting read into its keywords.
export { scoreResume } from './ats/scoreResume';
export { sentences } from './ats/sentences';
// Import: a resume's text (PDF/DOCX extraction) or DOCX HTML into the resume model.
export { cleanResumeText } from './parse/cleanText';
export { findEmail, findLinkedin, findName, findPhone, findPortfolio, splitRunOn } from './parse/contact';
export { readDocxHtml } from './parse/docxText';
export { withoutMarks } from './parse/lineStyles';
export { type ParseOptions, parseResumeHtml, parseResumeStructure } from './parse/parseResumeStructure';
// The resume review: what a recruiter would flag, each finding with its place and, where safe, a fix.
export { type ReviewOptions, reviewResume } from './review/reviewResume';
export { miscasedTools, skillCasing } from './review/toolCasing';
// Tailoring a resume toward a posting, through any engine.
export { tailorToJob } from './tailor/tailorToJob';
export { isCredential } from './text/credentials';
export { readHtml } from './text/html';
export { reportsChange } from './text/measurable';
export { stems, words } from './text/tokens';
export { conjugate, leadingVerbs, tagWords } from './text/verbs';
