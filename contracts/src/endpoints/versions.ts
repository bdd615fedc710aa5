import { z } from 'zod';
import {
  diffQuerySchema,
  diffResponseSchema,
  jsonResumeExportSchema,
  jsonResumeImportRequestSchema,
  jsonResumeImportResponseSchema,
  reviewResponseSchema,
  saveVersionRequestSchema,
  tailorRequestSchema,
  tailorResponseSchema,
  versionListResponseSchema,
  versionResponseSchema,
  versionSavedResponseSchema,
} from '../api/resumeVersions';
import { versionNumberSchema } from '../domain/resumeVersion';
import { defineEndpoint } from './endpoint';

const resumeParams = z.strictObject({ id: z.uuid() });
const versionParams = z.strictObject({ id: z.uuid(), number: versionNumberSchema });
const notFound = 'Resume not found.';
const versionNotFound = 'Version not found.';

export const listVersions = defineEndpoint({
  method: 'GET',
  path: '/api/resume/:id/versions',
  service: 'resume',
  access: 'user',
  summary: "A resume's kept versions (the last 50), newest first.",
  params: resumeParams,
  notFound,
  reply: { kind: 'json', schema: versionListResponseSchema },
});

export const getVersion = defineEndpoint({
  method: 'GET',
  path: '/api/resume/:id/versions/:number',
  service: 'resume',
  access: 'user',
  summary: 'One version of a resume, with its content.',
  params: versionParams,
  notFound: versionNotFound,
  reply: { kind: 'json', schema: versionResponseSchema },
});

export const saveVersion = defineEndpoint({
  method: 'POST',
  path: '/api/resume/:id/versions',
  service: 'resume',
  access: 'user',
  summary: 'Save an edited resume as its new current version.',
  params: resumeParams,
  notFound,
  body: saveVersionRequestSchema,
  reply: { kind: 'json', schema: versionSavedResponseSchema, status: 201 },
});

export const restoreVersion = defineEndpoint({
  method: 'POST',
  path: '/api/resume/:id/versions/:number/restore',
  service: 'resume',
  access: 'user',
  summary: 'Make an earlier version current again, as a new version (nothing is lost).',
  params: versionParams,
  notFound: versionNotFound,
  reply: { kind: 'json', schema: versionSavedResponseSchema, status: 201 },
});

export const diffVersions = defineEndpoint({
  method: 'GET',
  path: '/api/resume/:id/diff',
  service: 'resume',
  access: 'user',
  summary: 'A line diff between two versions of a resume.',
  params: resumeParams,
  notFound,
  query: diffQuerySchema,
  reply: { kind: 'json', schema: diffResponseSchema },
});

export const exportJsonResume = defineEndpoint({
  method: 'GET',
  path: '/api/resume/:id/versions/:number/json-resume',
  service: 'resume',
  access: 'user',
  summary: 'One version as a JSON Resume (jsonresume.org schema v1) document.',
  params: versionParams,
  notFound: versionNotFound,
  reply: { kind: 'json', schema: jsonResumeExportSchema },
});

export const importJsonResume = defineEndpoint({
  method: 'POST',
  path: '/api/resume/import-json-resume',
  service: 'resume',
  access: 'user',
  summary: 'Store a JSON Resume v1 document as a new resume; it must pass the published schema.',
  body: jsonResumeImportRequestSchema,
  reply: { kind: 'json', schema: jsonResumeImportResponseSchema, status: 201 },
});

export const tailorResume = defineEndpoint({
  method: 'POST',
  path: '/api/resume/:id/tailor',
  service: 'resume',
  access: 'user',
  summary: 'Tailor the current version to a job posting, saved as a new version; one AI use.',
  params: resumeParams,
  notFound,
  body: tailorRequestSchema,
  reply: { kind: 'json', schema: tailorResponseSchema, status: 201 },
  jobs: ['resume.tailor'],
});

export const reviewResume = defineEndpoint({
  method: 'GET',
  path: '/api/resume/:id/review',
  service: 'resume',
  access: 'user',
  summary: "The current version's review: what a recruiter would flag, each finding with its place.",
  params: resumeParams,
  notFound,
  reply: { kind: 'json', schema: reviewResponseSchema },
  jobs: ['resume.review'],
});
