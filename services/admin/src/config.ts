import { z } from 'zod';

export const adminConfigShape = {
  PORT: z.coerce.number().int().min(1).max(65535).default(4104),
};
