/**
 * What `npm run build:server` (scripts/buildServer.ts) makes and from what. Plain Node, so that
 * start.mjs can tell whether the bundles are stale without loading tsx and esbuild.
 */
import path from 'node:path';
import { isStale } from './staleness.mjs';

/** Source entry → bundle, both relative to the repository root. */
export const SERVER_ENTRIES = Object.freeze({
  'gateway/src/main.ts': 'gateway/dist/main.js',
  'services/auth/src/main.ts': 'services/auth/dist/main.js',
  'services/resume/src/main.ts': 'services/resume/dist/main.js',
  // The version diff's thread (services/resume/src/diffThreads.ts), loaded by path beside main.js.
  'services/resume/src/diffThread.ts': 'services/resume/dist/diffThread.js',
  'services/legal/src/main.ts': 'services/legal/dist/main.js',
  'services/admin/src/main.ts': 'services/admin/dist/main.js',
  'workers/src/main.ts': 'workers/dist/main.js',
  'scripts/migrate.ts': 'scripts/dist/migrate.js',
  'scripts/make-admin.ts': 'scripts/dist/make-admin.js',
});

/** Files a bundle loads by path at run time (a forked child), copied beside it. */
export const COPIED_FILES = Object.freeze({
  'workers/src/parse/pdfTextChild.mjs': 'workers/dist/pdfTextChild.mjs',
  'workers/src/parse/streamInflation.mjs': 'workers/dist/streamInflation.mjs',
  'workers/src/parse/pdfLayout.mjs': 'workers/dist/pdfLayout.mjs',
});

/**
 * Everything the bundles are made from: each entry's folder (for scripts/, this build script and this
 * list too), the workspace packages compiled into them, and the lockfile (the npm dependencies they
 * import, kept external but resolved at build time).
 */
export const SERVER_BUILD_INPUTS = Object.freeze([
  ...new Set(Object.keys(SERVER_ENTRIES).map((entry) => path.dirname(entry))),
  'contracts/src',
  'services/kit/src',
  'workers/intelligence/src',
  'package-lock.json',
]);

/** True when a bundle or a copied file is missing or older than one of SERVER_BUILD_INPUTS. */
export function serverBundlesStale(root) {
  return isStale(root, {
    inputs: SERVER_BUILD_INPUTS,
    outputs: [...Object.values(SERVER_ENTRIES), ...Object.values(COPIED_FILES)],
  });
}
