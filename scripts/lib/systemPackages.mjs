/**
 * Debian packages the product needs from the system, installed by `npm start` and `npm test` when we
 * are root and they are missing. Plain Node, no dependencies: it runs before `npm install`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** PDF rendering: the headless shell, and fonts so accented and CJK names render as text, not boxes. */
export const renderPackages = [
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { path: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf', pkg: 'fonts-noto-core' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', pkg: 'fonts-noto-cjk' },
];

/** The end-to-end tests drive the full browser as well. */
export const testPackages = [{ path: '/usr/bin/chromium', pkg: 'chromium' }, ...renderPackages];

/** Names of the packages whose marker file is missing. */
export function missingPackages(packages, exists = existsSync) {
  return packages.filter((p) => !exists(p.path)).map((p) => p.pkg);
}

/**
 * Installs what is missing with apt-get when root. Never fatal: without the packages the system still
 * runs (the render worker reports PDF rendering unavailable), so a failure is a warning saying what to
 * install. Returns the packages still missing.
 */
export function ensureSystemPackages(packages, say) {
  const missing = missingPackages(packages);
  if (missing.length === 0) return [];
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    say(`warning: missing ${missing.join(', ')}; PDF rendering needs them: sudo ${command}`);
    return missing;
  }
  say(`installing ${missing.join(', ')} (${command}; about a minute the first time)…`);
  const result = spawnSync('sh', ['-c', `apt-get update -qq && ${command}`], { stdio: 'inherit' });
  const still = missingPackages(packages);
  if (result.status !== 0 || still.length > 0)
    say(
      `warning: could not install ${still.join(', ') || missing.join(', ')} (apt-get exit ${result.status}); run: ${command}`,
    );
  return still;
}
