import type { AtsReport } from '@rb/contracts';

// INTERIM until workers/src/intelligence lands: replaced by a re-export of its scoreResume.
export async function scoreResume(_input: {
  htmlResume: string;
  jobDescription: string;
}): Promise<AtsReport> {
  return {
    atsScore: 0,
    keywordMatch: 0,
    softSkillsMatch: 0,
    industryTermsMatch: 0,
    formattingErrors: [],
    matchedKeywords: [],
    missingKeywords: [],
  };
}
