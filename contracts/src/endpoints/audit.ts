import { auditLogQuerySchema, auditLogResponseSchema } from '../api/audit';
import { defineEndpoint } from './endpoint';

export const auditLog = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log',
  service: 'admin',
  access: 'admin',
  summary: 'The audit log (sign-ins, token reuse, password changes, admin actions, AI use), newest first.',
  query: auditLogQuerySchema,
  reply: { kind: 'json', schema: auditLogResponseSchema },
});
