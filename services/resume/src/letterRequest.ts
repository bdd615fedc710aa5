import { type CoverLetterRequest, type ResumeData, resumeToMarkdown } from '@rb/contracts';

/** Where a letter is going: the application's company and role, and the posting its version was tailored to. */
export interface LetterTarget {
  company: string;
  role: string;
  jobDescription: string;
  length: CoverLetterRequest['customizationPreferences']['length'];
}

/**
 * SPEC §3's cover letter request from a stored version. The whole resume goes in as markdown in the
 * summary field, as the cover letter page sends a pasted resume, so both engines read every section.
 */
export function letterRequestFor(resume: ResumeData, target: LetterTarget): CoverLetterRequest {
  const given = (value: string) => value.trim() || 'N/A';
  return {
    userInput: {
      jobTitle: target.role,
      companyName: target.company,
      hiringManagerName: 'N/A',
      companyAddress: 'N/A',
      jobDescription: given(target.jobDescription),
    },
    applicantDetails: {
      name: resume.name.trim() || 'Applicant',
      email: resume.email,
      phone: resume.phone,
      yourAddress: 'N/A',
      linkedin: given(resume.linkedin),
      portfolio: given(resume.portfolio),
    },
    resumeSummary: {
      summary: resumeToMarkdown(resume).slice(0, 20000),
      experience: '',
      education: '',
      skills: '',
      certifications: '',
    },
    customizationPreferences: { tone: 'Professional', length: target.length, focusAreas: [] },
  };
}
