/**
 * When `npm start` rebuilds something (the web, the server bundles): only when an output is missing or
 * older than the newest of its inputs, so a start with nothing changed skips the build. Plain Node with
 * no dependencies, like start.mjs, which runs it before `npm install`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Build outputs and installed packages inside an input folder are not inputs (a build would make itself stale). */
const SKIPPED_DIRECTORIES = new Set(['dist', 'node_modules']);

/** Newest modification time of the files under a path, 0 if it does not exist. */
export function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (!SKIPPED_DIRECTORIES.has(entry)) latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

/**
 * True when any output (a file, relative to root) is missing or older than the newest file under the
 * inputs (files or folders relative to root; a missing one is ignored).
 */
export function isStale(root, { inputs, outputs }) {
  const sources = Math.max(0, ...inputs.map((input) => newest(path.join(root, input))));
  return outputs.some((output) => {
    const file = path.join(root, output);
    return !existsSync(file) || statSync(file).mtimeMs < sources;
  });
}
