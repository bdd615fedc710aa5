import { existsSync } from 'node:fs';

/**
 * Debian's headless shell is preferred: about half the time and memory of full Chromium per PDF.
 * The real binary comes before the /usr/bin wrapper script so that killing the browser kills Chromium itself.
 */
const candidates = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
];

/** Debian's packages that give PDF rendering a browser and the fonts for accented and CJK names. */
export const chromiumInstallHint =
  'apt-get install chromium-headless-shell fonts-noto-core fonts-noto-cjk (as root), or set CHROMIUM_PATH';

export type ChromiumLookup = { path: string } | { problem: string };

/** The browser to render with, or why there is none; a configured path must exist too. */
export function locateChromium(configured?: string): ChromiumLookup {
  if (configured) {
    return existsSync(configured)
      ? { path: configured }
      : { problem: `CHROMIUM_PATH ${configured} does not exist; ${chromiumInstallHint}` };
  }
  const found = candidates.find((path) => existsSync(path));
  if (found) return { path: found };
  return { problem: `No Chromium found (looked in ${candidates.join(', ')}); ${chromiumInstallHint}` };
}

/** For tools and tests that cannot do without a browser. */
export function findChromium(configured?: string): string {
  const lookup = locateChromium(configured);
  if ('problem' in lookup) throw new Error(lookup.problem);
  return lookup.path;
}

/** We run as root in containers, hence --no-sandbox; the rest keeps Chromium from phoning home or doing extra work. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
  '--font-render-hinting=none',
];
