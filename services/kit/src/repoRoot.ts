import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest directory above `from` whose package.json declares the npm workspaces. Searched rather
 * than fixed relative to this file, because the same code runs from `services/kit/src` (tsx) and
 * bundled into `gateway/dist`, `workers/dist`, … (production build), at different depths.
 */
export function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no workspace root above ${from}`);
  }
}

/** Absolute path of the repository (or image) root. */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
