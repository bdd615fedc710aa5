import { z } from 'zod';
import { label, text } from './text';

export const coverLetterLengths = ['Concise', 'Standard', 'Detailed'] as const;

const field = text().max(300);
/** The applicant's name and contact lines: one line each, no spoofing characters. */
const contact = label().trim().max(300);

/** SPEC §3 "Cover letter request". The fields the SPEC fixes to "N/A" are accepted and ignored. */
export const coverLetterRequestSchema = z.strictObject({
  userInput: z.strictObject({
    jobTitle: text().trim().min(1).max(200),
    companyName: text().trim().min(1).max(200),
    hiringManagerName: field.default('N/A'),
    companyAddress: field.default('N/A'),
    jobDescription: text().max(20000).default('N/A'),
  }),
  applicantDetails: z.strictObject({
    name: label().trim().min(1).max(200),
    email: contact.default(''),
    phone: contact.default(''),
    yourAddress: field.default('N/A'),
    linkedin: contact.default('N/A'),
    portfolio: contact.default('N/A'),
  }),
  resumeSummary: z.strictObject({
    summary: text().max(20000).default(''),
    experience: text().max(20000).default(''),
    education: text().max(5000).default(''),
    skills: text().max(5000).default(''),
    certifications: text().max(5000).default(''),
  }),
  customizationPreferences: z.strictObject({
    tone: z.literal('Professional').default('Professional'),
    length: z.enum(coverLetterLengths).default('Concise'),
    focusAreas: z.array(text().trim().max(100)).max(20).default([]),
  }),
});
export type CoverLetterRequest = z.infer<typeof coverLetterRequestSchema>;
