import { z } from 'zod';
import { applicationSchema, applicationStatusSchema, keptCoverLetterSchema } from '../domain/application';
import { coverLetterLengths } from '../domain/coverLetter';
import { versionNumberSchema } from '../domain/resumeVersion';
import { label } from '../domain/text';
import { defineEndpoint } from './endpoint';

/** A company or a role, shown one per line in the applications list. */
const jobLabel = label().trim().min(1).max(200);

export const listApplications = defineEndpoint({
  method: 'GET',
  path: '/api/applications',
  service: 'resume',
  access: 'user',
  summary: "The user's job applications, newest first.",
  reply: { kind: 'json', schema: z.object({ applications: z.array(applicationSchema) }) },
});

export const recordApplication = defineEndpoint({
  method: 'POST',
  path: '/api/applications',
  service: 'resume',
  access: 'user',
  summary: 'Record that a version of a resume was sent to a job (status "applied").',
  body: z.strictObject({
    resumeId: z.uuid(),
    version: versionNumberSchema,
    company: jobLabel,
    role: jobLabel,
  }),
  reply: { kind: 'json', schema: z.object({ application: applicationSchema }), status: 201 },
});

export const setApplicationStatus = defineEndpoint({
  method: 'POST',
  path: '/api/applications/:id/status',
  service: 'resume',
  access: 'user',
  summary: 'Move an application to another status.',
  params: z.strictObject({ id: z.uuid() }),
  notFound: 'Application not found.',
  body: z.strictObject({ status: applicationStatusSchema }),
  reply: { kind: 'json', schema: z.object({ application: applicationSchema }) },
});

export const writeApplicationCoverLetter = defineEndpoint({
  method: 'POST',
  path: '/api/applications/:id/cover-letters',
  service: 'resume',
  access: 'user',
  summary:
    'Write a cover letter for an application from the version sent and the posting it was tailored to, kept with the application; one AI use.',
  params: z.strictObject({ id: z.uuid() }),
  notFound: 'Application not found.',
  body: z.strictObject({ length: z.enum(coverLetterLengths).default('Concise') }),
  reply: { kind: 'json', schema: z.object({ coverLetter: keptCoverLetterSchema }), status: 201 },
  jobs: ['coverLetter.generate'],
});

export const getCoverLetter = defineEndpoint({
  method: 'GET',
  path: '/api/cover-letters/:id',
  service: 'resume',
  access: 'user',
  summary: "A cover letter kept with one of the user's applications.",
  params: z.strictObject({ id: z.uuid() }),
  notFound: 'Cover letter not found.',
  reply: { kind: 'json', schema: z.object({ coverLetter: keptCoverLetterSchema }) },
});
