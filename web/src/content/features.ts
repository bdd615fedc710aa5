/** The nine cards of /features. Every sentence describes something this product really does. */
import { UPLOAD_MAX_BYTES } from '@rb/contracts';
import {
  AI_ENGINE_SENTENCE,
  AI_USES_PER_DAY,
  SESSION_TOKEN_MINUTES,
  TEMPLATE_AVAILABILITY,
  TEMPLATE_NAMES,
} from './productFacts';

export interface Feature {
  title: string;
  description: string;
  link?: { label: string; to: string };
}

const uploadLimitMb = UPLOAD_MAX_BYTES / (1024 * 1024);

export const FEATURES: Feature[] = [
  {
    title: 'Guided resume form',
    description:
      'Fill in contact details, a summary, jobs with their responsibilities, education, skills and certifications one item at a time, and watch a live preview of the finished page update as you type.',
    link: { label: 'Open the resume form', to: '/resume-form' },
  },
  {
    title: 'Two ATS-safe templates',
    description: `${TEMPLATE_NAMES}: both are single-column layouts with real, selectable text and standard section headings, so applicant tracking systems read every line in order. ${TEMPLATE_AVAILABILITY}`,
    link: { label: 'Compare the templates', to: '/help-center/template-usage' },
  },
  {
    title: 'One-click PDF and DOCX export',
    description:
      'Download any stored resume as a PDF for applications or as a DOCX you can edit in a word processor. The download is rendered from the same template as the preview.',
  },
  {
    title: 'AI rewriting of weak bullets',
    description: `Enhance a stored resume or an uploaded one: vague duties become clear, action-led lines, and a summary can be written from your experience. Your plan includes ${AI_USES_PER_DAY}. It is built to keep your facts rather than invent employers, dates or numbers, but always read the result before you use it.`,
  },
  {
    title: 'Upload and edit an existing resume',
    description: `Bring a PDF or DOCX of up to ${uploadLimitMb} MB into the resume editor, expand or summarise its text, then download the result as PDF or DOCX.`,
    link: { label: 'Open the resume editor', to: '/resume-editor' },
  },
  {
    title: 'ATS score against a job description',
    description:
      'Paste a job description on the dashboard and get an overall score with keyword, soft-skill and industry-term match bars, plus a list of formatting problems to fix.',
  },
  {
    title: 'Cover letter generator',
    description:
      'Enter the job title, company and your focus areas, choose a short, standard or long letter, and download it as PDF or DOCX.',
    link: { label: 'Write a cover letter', to: '/generate-cover-letter' },
  },
  {
    title: 'Private by design',
    description: `Resumes are encrypted at rest with AES-256-GCM and travel over encrypted connections. Passwords are stored only as bcrypt hashes, and sign-in tokens expire after ${SESSION_TOKEN_MINUTES} minutes unless you are active. ${AI_ENGINE_SENTENCE}`,
    link: { label: 'Read the Privacy Policy', to: '/legal' },
  },
  {
    title: 'Help centre and tutorials',
    description:
      'Practical guides for students, graduates, career changers, international students and anyone explaining a gap, plus an FAQ on resumes, cover letters, job search and interviews.',
    link: { label: 'Visit the help centre', to: '/help-center' },
  },
];
