import type { CoverLetterRequest, coverLetterLengths } from '@rb/contracts';

export type Length = (typeof coverLetterLengths)[number];

export const emptyLetterInput = {
  jobTitle: '',
  companyName: '',
  name: '',
  email: '',
  phone: '',
  resume: '',
  focusAreas: '',
};
export type LetterInput = typeof emptyLetterInput;

/** SPEC §3's cover letter request from the page's inputs; what the page does not ask is "N/A". */
export function buildRequest(v: LetterInput, length: Length): CoverLetterRequest {
  return {
    userInput: {
      jobTitle: v.jobTitle.trim(),
      companyName: v.companyName.trim(),
      hiringManagerName: 'N/A',
      companyAddress: 'N/A',
      jobDescription: 'N/A',
    },
    applicantDetails: {
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      yourAddress: 'N/A',
      linkedin: 'N/A',
      portfolio: 'N/A',
    },
    resumeSummary: { summary: v.resume, experience: '', education: '', skills: '', certifications: '' },
    customizationPreferences: {
      tone: 'Professional',
      length,
      focusAreas: v.focusAreas
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
  };
}
