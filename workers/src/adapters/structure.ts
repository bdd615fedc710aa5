import type { ResumeData } from '@rb/contracts';

// INTERIM until workers/src/intelligence lands: replaced by a re-export of its parseResumeStructure.
export function parseResumeStructure(_text: string): ResumeData | null {
  return null;
}
