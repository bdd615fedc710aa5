import path from 'node:path';
import { repoRoot } from '@rb/kit';
import { z } from 'zod';

export const legalConfigShape = {
  PORT: z.coerce.number().int().min(1).max(65535).default(4103),
  /** Folder of the legal HTML files the web serves at /legal/<file>; their hashes are recorded. */
  LEGAL_DOCS_DIR: z.string().default(path.join(repoRoot, 'web', 'public', 'legal')),
};
