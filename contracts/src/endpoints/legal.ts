import { z } from 'zod';
import {
  legalAgreeRequestSchema,
  legalAgreeResponseSchema,
  legalLogsQuerySchema,
  legalLogsResponseSchema,
} from '../api/legal';
import { defineEndpoint } from './endpoint';

export const legalAgree = defineEndpoint({
  method: 'POST',
  path: '/api/legal/agree',
  service: 'legal',
  access: 'user',
  summary: 'Record that the user accepted a legal document version (201 new, 200 already recorded).',
  body: legalAgreeRequestSchema,
  reply: { kind: 'json', schema: legalAgreeResponseSchema, status: 201 },
});

export const legalLogs = defineEndpoint({
  method: 'GET',
  path: '/api/admin/legal-logs',
  service: 'admin',
  access: 'admin',
  summary: 'The legal acceptance log, newest first, a page at a time.',
  query: legalLogsQuerySchema,
  reply: { kind: 'json', schema: legalLogsResponseSchema },
});

/** The legal documents themselves: static files the gateway serves (the modal extracts their body). */
export const legalDocument = defineEndpoint({
  method: 'GET',
  path: '/legal/:file.html',
  service: 'gateway',
  access: 'public',
  summary: 'A legal document as an HTML page.',
  params: z.strictObject({ file: z.string().regex(/^[a-z0-9-]+$/) }),
  notFound: 'Not found.',
  reply: { kind: 'html' },
});
