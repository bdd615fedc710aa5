import { AUDIT_RETENTION_DAYS_DEFAULT } from '@rb/contracts';
import { z } from 'zod';

export const adminConfigShape = {
  PORT: z.coerce.number().int().min(1).max(65535).default(4104),
  /** Days audit records are kept; older ones are pruned at start and daily (the privacy policy says how long). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(AUDIT_RETENTION_DAYS_DEFAULT),
};
