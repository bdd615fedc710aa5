import { z } from 'zod';
import { applicationSchema, applicationStatusSchema } from '../domain/application';
import { versionNumberSchema } from '../domain/resumeVersion';
import { defineEndpoint } from './endpoint';

const label = z.string().trim().min(1).max(200);

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
  body: z.strictObject({ resumeId: z.uuid(), version: versionNumberSchema, company: label, role: label }),
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
