import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (this file lives in services/kit/src). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
