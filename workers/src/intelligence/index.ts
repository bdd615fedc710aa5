/**
 * The intelligence modules: pure functions and the AI engine, no Redis, database or HTTP server. The
 * workers' processors call these; the web uses the markdown parser from @rb/contracts.
 */
export { createAiEngine } from './ai/createAiEngine';
export { AiUnavailableError } from './ai/openai/providerGuard';
export { AiOutputError } from './ai/openai/structuredCall';
export { sanitizeText } from './ai/sanitize';
export type { AiConfig, AiEngine } from './ai/types';
export { scoreResume } from './ats/scoreResume';
export { cleanResumeText } from './parse/cleanText';
export { parseResumeHtml, parseResumeStructure } from './parse/parseResumeStructure';
export { tailorToJob } from './tailor/tailorToJob';
