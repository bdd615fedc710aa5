import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_BUILD_INPUTS, SERVER_ENTRIES } from '../lib/serverBundles.mjs';
import { isStale } from '../lib/staleness.mjs';

let root: string;

/** Writes a file under root with the given modification time (seconds since the epoch). */
function file(relative: string, mtime: number): void {
  const target = path.join(root, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, relative);
  utimesSync(target, mtime, mtime);
}

const build = {
  inputs: ['pkg/src', 'package-lock.json'],
  outputs: ['pkg/dist/main.js', 'pkg/dist/child.mjs'],
};

describe('npm start rebuilds only what is stale (scripts/lib/staleness.mjs)', () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'rb-staleness-'));
    file('pkg/src/main.ts', 1000);
    file('pkg/src/deep/util.ts', 1000);
    file('package-lock.json', 1000);
    file('pkg/dist/main.js', 2000);
    file('pkg/dist/child.mjs', 2000);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is fresh when every output is at least as new as every input', () => {
    expect(isStale(root, build)).toBe(false);
    file('pkg/src/main.ts', 2000);
    expect(isStale(root, build)).toBe(false);
  });

  it('is stale when any output is missing', () => {
    rmSync(path.join(root, 'pkg/dist/child.mjs'));
    expect(isStale(root, build)).toBe(true);
  });

  it('is stale when a file deep in an input folder, or an input file, is newer than an output', () => {
    file('pkg/src/deep/util.ts', 3000);
    expect(isStale(root, build)).toBe(true);
    file('pkg/src/deep/util.ts', 1000);
    file('package-lock.json', 3000);
    expect(isStale(root, build)).toBe(true);
  });

  it('is stale when one output is older than an input even if another is newer', () => {
    file('pkg/src/main.ts', 2500);
    file('pkg/dist/main.js', 3000);
    expect(isStale(root, build)).toBe(true);
  });

  it('is stale when a new file appears in an input folder', () => {
    file('pkg/src/added.ts', 3000);
    expect(isStale(root, build)).toBe(true);
  });

  it('ignores dist and node_modules inside an input folder, and inputs that do not exist', () => {
    // An input folder that holds its own output (scripts/ holds scripts/dist) must not make itself stale.
    const inside = { inputs: ['pkg', 'missing'], outputs: ['pkg/dist/main.js'] };
    file('pkg/node_modules/dep/index.js', 5000);
    file('pkg/dist/main.js', 4000);
    expect(isStale(root, inside)).toBe(false);
  });
});

describe('the server bundles’ inputs (scripts/lib/serverBundles.mjs)', () => {
  it('cover every entry point, the packages compiled in, the build script and the lockfile', () => {
    const covered = (file: string) =>
      SERVER_BUILD_INPUTS.some((input) => file === input || file.startsWith(`${input}/`));
    for (const entry of Object.keys(SERVER_ENTRIES)) expect(covered(entry), entry).toBe(true);
    for (const file of ['contracts/src/index.ts', 'services/kit/src/index.ts', 'scripts/buildServer.ts'])
      expect(covered(file), file).toBe(true);
    expect(SERVER_BUILD_INPUTS).toContain('package-lock.json');
  });
});
