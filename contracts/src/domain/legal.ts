import { z } from 'zod';

export const acceptanceDocumentTypes = ['tos', 'privacy', 'disclaimer', 'eula'] as const;
export const acceptanceDocumentTypeSchema = z.enum(acceptanceDocumentTypes);
export type AcceptanceDocumentType = z.infer<typeof acceptanceDocumentTypeSchema>;

export interface LegalDocument {
  key: string;
  title: string;
  file: string;
}

/** The four documents of the registration flow, in order (SPEC §2 "Legal acceptance modal"). */
export const ACCEPTANCE_DOCUMENTS: readonly (LegalDocument & { key: AcceptanceDocumentType })[] = [
  { key: 'tos', title: 'Terms of Service', file: 'terms-of-service.html' },
  { key: 'privacy', title: 'Privacy Policy', file: 'privacy-policy.html' },
  { key: 'disclaimer', title: 'Disclaimer', file: 'disclaimer-policy.html' },
  { key: 'eula', title: 'End User License Agreement', file: 'eula.html' },
];

/** The ten documents of /legal, in the SPEC's order. */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  { key: 'ai', title: 'AI Fair Use Policy', file: 'ai-fair-use-policy.html' },
  { key: 'cookie', title: 'Cookie Policy', file: 'cookie-policy.html' },
  { key: 'copyright', title: 'Copyright & IP Policy', file: 'copyright-policy.html' },
  { key: 'dpa', title: 'Data Processing Addendum', file: 'data-processing-addendum.html' },
  { key: 'disclaimer', title: 'Disclaimer', file: 'disclaimer-policy.html' },
  { key: 'eula', title: 'End User License Agreement', file: 'eula.html' },
  { key: 'gdpr', title: 'GDPR Representative Agreement', file: 'gdpr-representative-agreement.html' },
  { key: 'privacy', title: 'Privacy Policy', file: 'privacy-policy.html' },
  { key: 'security', title: 'Security Policy', file: 'security-policy.html' },
  { key: 'tos', title: 'Terms of Service', file: 'terms-of-service.html' },
];

export const legalLogEntrySchema = z.object({
  userId: z.string(),
  username: z.string(),
  document: z.string(),
  version: z.string(),
  acceptedAt: z.string(),
});
export type LegalLogEntry = z.infer<typeof legalLogEntrySchema>;
