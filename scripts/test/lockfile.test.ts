import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A fresh clone stays clean after `npm start` (whose first step is `npm install`): the committed lockfile
 * is exactly what this npm writes for these manifests. npm 11 adds every platform's optional packages
 * (biome's, esbuild's…) to a lockfile written without them, which left a new user's checkout dirty.
 * The check re-resolves a copy of the manifests and lockfile (`--package-lock-only`: no node_modules, no
 * scripts) and compares the lockfile it writes with the committed one.
 */
describe('package-lock.json', () => {
  it('is left unchanged by npm install', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'rb-lock-'));
    try {
      const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        workspaces: string[];
      };
      for (const file of [
        'package.json',
        'package-lock.json',
        ...manifest.workspaces.map((w) => `${w}/package.json`),
      ]) {
        mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        copyFileSync(path.join(root, file), path.join(copy, file));
      }
      const install = spawnSync(
        'npm',
        ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
        { cwd: copy, encoding: 'utf8', timeout: 120_000 },
      );
      expect(install.status, install.stderr).toBe(0);
      const written = readFileSync(path.join(copy, 'package-lock.json'), 'utf8');
      expect(
        written === readFileSync(path.join(root, 'package-lock.json'), 'utf8'),
        'npm rewrote the lockfile',
      ).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 150_000);
});
