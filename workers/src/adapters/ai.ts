/** The AI engine of the intelligence package: offline by default, OpenAI-compatible when AI_BASE_URL is set. */
export { type AiEngine, createAiEngine } from '../intelligence';
