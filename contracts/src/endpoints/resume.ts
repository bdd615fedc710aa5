import { z } from 'zod';
import {
  coverLetterDownloadRequestSchema,
  coverLetterGenerateRequestSchema,
  coverLetterGenerateResponseSchema,
  deleteResumeResponseSchema,
  downloadQuerySchema,
  editorDownloadRequestSchema,
  enhanceResumeRequestSchema,
  enhanceResumeResponseSchema,
  expandEditorRequestSchema,
  expandEditorResponseSchema,
  generateResumeRequestSchema,
  generateResumeResponseSchema,
  jobStatusResponseSchema,
  parsePdfResponseSchema,
  parseResumeTextRequestSchema,
  parseResumeTextResponseSchema,
  resumeListResponseSchema,
  scoreResumeRequestSchema,
  scoreResumeResponseSchema,
} from '../api/resume';
import { UPLOAD_MAX_BYTES } from '../constants';
import { jobIdSchema } from '../jobs';
import { defineEndpoint } from './endpoint';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A resume id in the path; a malformed one is as unknown as someone else's. */
const resumeIdParams = z.strictObject({ id: z.uuid() });

export const listResumes = defineEndpoint({
  method: 'GET',
  path: '/api/resume/list',
  service: 'resume',
  access: 'user',
  summary: "The signed-in user's stored resumes.",
  reply: { kind: 'json', schema: resumeListResponseSchema },
});

export const generateResume = defineEndpoint({
  method: 'POST',
  path: '/api/resume/generate',
  service: 'resume',
  access: 'user',
  summary: 'Store a new resume built in the form.',
  body: generateResumeRequestSchema,
  reply: { kind: 'json', schema: generateResumeResponseSchema, status: 201 },
});

export const deleteResume = defineEndpoint({
  method: 'DELETE',
  path: '/api/resume/:id',
  service: 'resume',
  access: 'user',
  summary: 'Delete one of the user’s resumes.',
  params: resumeIdParams,
  notFound: 'Resume not found.',
  reply: { kind: 'json', schema: deleteResumeResponseSchema },
});

export const downloadResume = defineEndpoint({
  method: 'GET',
  path: '/api/resume/:id/download',
  service: 'resume',
  access: 'user',
  summary: 'A stored resume rendered as PDF or DOCX, saved as "<name>-resume.<format>".',
  params: resumeIdParams,
  notFound: 'Resume not found.',
  query: downloadQuerySchema,
  reply: { kind: 'file', contentTypes: [PDF, DOCX] },
  jobs: ['resume.render'],
});

export const downloadEditorPdf = defineEndpoint({
  method: 'POST',
  path: '/api/resume/download',
  service: 'resume',
  access: 'user',
  summary: "The editor's text rendered as a PDF.",
  body: editorDownloadRequestSchema,
  reply: { kind: 'file', contentTypes: [PDF] },
  jobs: ['editorText.render'],
});

export const downloadEditorDocx = defineEndpoint({
  method: 'POST',
  path: '/api/resume/download-docx',
  service: 'resume',
  access: 'user',
  summary: "The editor's text as a DOCX file.",
  body: editorDownloadRequestSchema,
  reply: { kind: 'file', contentTypes: [DOCX] },
  jobs: ['editorText.render'],
});

export const parsePdf = defineEndpoint({
  method: 'POST',
  path: '/api/resume/parse-pdf',
  service: 'resume',
  access: 'user',
  summary: "An uploaded PDF's text and a structured guess of the resume in it.",
  upload: { field: 'resume', maxBytes: UPLOAD_MAX_BYTES, contentType: PDF },
  reply: { kind: 'json', schema: parsePdfResponseSchema },
  jobs: ['upload.parse'],
});

export const parseResumeText = defineEndpoint({
  method: 'POST',
  path: '/api/resume/parse-text',
  service: 'resume',
  access: 'user',
  summary:
    "The structure parser's guess of the resume in a document's text (a DOCX read in the browser); nothing is stored.",
  body: parseResumeTextRequestSchema,
  reply: { kind: 'json', schema: parseResumeTextResponseSchema },
  jobs: ['resumeText.parse'],
});

export const enhanceResume = defineEndpoint({
  method: 'POST',
  path: '/api/openai/enhance-resume',
  service: 'resume',
  access: 'user',
  summary: 'Improve a resume object (stored back when resumeId is given) or a flattened text; one AI use.',
  body: enhanceResumeRequestSchema,
  reply: { kind: 'json', schema: enhanceResumeResponseSchema },
  jobs: ['resume.enhance', 'resumeText.enhance'],
});

export const expandEditor = defineEndpoint({
  method: 'POST',
  path: '/api/openai/expand-editor',
  service: 'resume',
  access: 'user',
  summary: "Expand the editor's text; one AI use.",
  body: expandEditorRequestSchema,
  reply: { kind: 'json', schema: expandEditorResponseSchema },
  jobs: ['editorText.expand'],
});

export const scoreResume = defineEndpoint({
  method: 'POST',
  path: '/api/ats/score-resume',
  service: 'resume',
  access: 'user',
  summary: 'ATS score of a resume against a job description.',
  body: scoreResumeRequestSchema,
  reply: { kind: 'json', schema: scoreResumeResponseSchema },
  jobs: ['resume.score'],
});

export const generateCoverLetter = defineEndpoint({
  method: 'POST',
  path: '/api/cover-letter/generate',
  service: 'resume',
  access: 'user',
  summary: 'Write a cover letter; one AI use.',
  body: coverLetterGenerateRequestSchema,
  reply: { kind: 'json', schema: coverLetterGenerateResponseSchema },
  jobs: ['coverLetter.generate'],
});

export const downloadCoverLetterPdf = defineEndpoint({
  method: 'POST',
  path: '/api/cover-letter/download',
  service: 'resume',
  access: 'user',
  summary:
    'A cover letter (as typed, or kept with an application by id) as a PDF, saved as Cover_Letter_<name>.pdf.',
  notFound: 'Cover letter not found.',
  body: coverLetterDownloadRequestSchema,
  reply: { kind: 'file', contentTypes: [PDF] },
  jobs: ['coverLetter.render'],
});

export const downloadCoverLetterDocx = defineEndpoint({
  method: 'POST',
  path: '/api/cover-letter/download-docx',
  service: 'resume',
  access: 'user',
  summary:
    'A cover letter (as typed, or kept with an application by id) as a DOCX file, saved as Cover_Letter_<name>.docx.',
  notFound: 'Cover letter not found.',
  body: coverLetterDownloadRequestSchema,
  reply: { kind: 'file', contentTypes: [DOCX] },
  jobs: ['coverLetter.render'],
});

export const jobStatus = defineEndpoint({
  method: 'GET',
  path: '/api/jobs/:id',
  service: 'resume',
  access: 'user',
  summary: "Status and result of one of the user's jobs, for a client that missed a socket event.",
  params: z.strictObject({ id: jobIdSchema }),
  notFound: 'Job not found.',
  reply: { kind: 'json', schema: jobStatusResponseSchema },
});
