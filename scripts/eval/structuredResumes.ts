import fs from 'node:fs';
import {
  fromJsonResume,
  jsonResumeSchema,
  type ResumeData,
  resumeDataSchema,
  withoutBadUrls,
} from '@rb/contracts';
import { CORPUS, corpusPath, listDir } from './corpus';

/**
 * The corpus's structured resumes our import reads (JSON Resume documents), as resumes: what a round
 * trip exports and must read back. Empty without the corpus.
 */
export function structuredCorpusResumes(): Array<{ label: string; resume: ResumeData }> {
  if (!fs.existsSync(CORPUS)) return [];
  return listDir('resumes')
    .filter((file) => file.startsWith('jsonresume-') && file.endsWith('.json'))
    .map((file) => {
      const { doc } = withoutBadUrls(JSON.parse(fs.readFileSync(corpusPath('resumes', file), 'utf8')));
      return { label: file, resume: resumeDataSchema.parse(fromJsonResume(jsonResumeSchema.parse(doc))) };
    });
}
