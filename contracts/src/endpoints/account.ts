import { z } from 'zod';
import { accountExportResponseSchema } from '../domain/accountExport';
import { jobIdSchema } from '../jobs';
import { defineEndpoint } from './endpoint';

export const exportAccount = defineEndpoint({
  method: 'POST',
  path: '/api/account/export',
  service: 'resume',
  access: 'user',
  summary:
    'Build one archive of everything kept about the signed-in person (account, resumes with every version, applications, cover letters, legal acceptances, audit entries; each resume as JSON Resume, PDF and DOCX), sealed at rest and downloadable for a day.',
  reply: { kind: 'json', schema: accountExportResponseSchema },
  jobs: ['account.export'],
});

export const downloadAccountExport = defineEndpoint({
  method: 'GET',
  path: '/api/account/export/:id',
  service: 'resume',
  access: 'user',
  summary: 'Download an archive built by POST /api/account/export (its owner only, for a day).',
  params: z.strictObject({ id: jobIdSchema }),
  notFound: 'This download is no longer available (archives are kept for a day). Please build a new one.',
  reply: { kind: 'file', contentTypes: ['application/zip'] },
});
