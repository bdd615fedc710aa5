/** The resume structure parser of the intelligence package: extracted text → ResumeData or null. */
export { parseResumeStructure } from '../intelligence';
