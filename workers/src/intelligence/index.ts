export { scoreResume } from './ats/scoreResume';
export { parseResumeHtml, parseResumeStructure } from './parse/parseResumeStructure';
