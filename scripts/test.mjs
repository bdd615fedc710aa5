#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, stopping at the first failure with its exit code.
 *   1. install packages if node_modules is missing, and the system Chromium if it is missing
 *   2. biome check .                       (lint + format)
 *   3. tsc -p scripts (all server packages), tsc -p web   (strict types)
 *   4. vitest run                          (unit + integration on real PostgreSQL and Redis)
 *   5. playwright test -c web/playwright.config.ts   (end-to-end in Chromium, when the file exists)
 * Plain Node with no dependencies at the top, so it can run on a fresh clone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages, missingPackages, testPackages } from './lib/systemPackages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, '.local', 'test-results');
const env = { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const steps = [];

function say(message) {
  console.log(`\x1b[1m[test]\x1b[0m ${message}`);
}

function summary() {
  console.log('\n\x1b[1m[test] summary\x1b[0m');
  for (const s of steps)
    console.log(
      `  ${s.ok ? '\x1b[32m✓' : '\x1b[31m✗'}\x1b[0m ${s.name.padEnd(18)} ${s.seconds.toFixed(1).padStart(6)} s  ${s.detail ?? ''}`,
    );
}

function step(name, command, args, detail) {
  say(`${name}: ${[path.relative(root, command) || command, ...args].join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const entry = { name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 };
  steps.push(entry);
  entry.detail = detail?.();
  if (!entry.ok) {
    summary();
    console.error(`\x1b[31m[test] ${name} failed (exit ${run.status ?? run.signal})\x1b[0m`);
    process.exit(run.status || 1);
  }
}

function ensureInstalled() {
  if (existsSync(path.join(root, 'node_modules', '.package-lock.json'))) return;
  step('install', 'npm', ['install', '--no-audit', '--no-fund']);
}

/** The system Chromium drives the end-to-end tests and the PDF rendering; never a downloaded one. */
function ensureChromium() {
  const started = Date.now();
  const missing = missingPackages(testPackages);
  if (missing.length === 0) return;
  const still = ensureSystemPackages(testPackages, say);
  steps.push({ name: 'system packages', ok: still.length === 0, seconds: (Date.now() - started) / 1000 });
}

/**
 * Typecheck programs: scripts/tsconfig.json covers the scripts and every server-side package (they
 * share one set of options); the web has its own (DOM, JSX). Any other workspace with its own
 * tsconfig.json is checked on its own.
 */
function typecheckTargets() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const covered = /^(contracts|services\/[^/]+|gateway|workers(\/intelligence)?)$/;
  const others = workspaces.filter(
    (dir) => !covered.test(dir) && existsSync(path.join(root, dir, 'tsconfig.json')),
  );
  return ['scripts', ...others];
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

mkdirSync(results, { recursive: true });
ensureInstalled();
ensureChromium();
step('lint', bin('biome'), ['check', '.']);
for (const dir of typecheckTargets()) step(`tsc ${dir}`, bin('tsc'), ['-p', dir]);

const vitestJson = path.join(results, 'vitest.json');
step(
  'vitest',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  () => {
    const r = readJson(vitestJson);
    return r
      ? `${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped in ${r.numTotalTestSuites} suites`
      : '';
  },
);

if (existsSync(path.join(root, 'web', 'playwright.config.ts'))) {
  const playwrightJson = path.join(results, 'playwright.json');
  env.PLAYWRIGHT_JSON_OUTPUT_NAME = playwrightJson;
  step(
    'playwright',
    bin('playwright'),
    ['test', '-c', 'web/playwright.config.ts', '--reporter=list,json'],
    () => {
      const s = readJson(playwrightJson)?.stats;
      return s ? `${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped` : '';
    },
  );
} else {
  say('web/playwright.config.ts is not there: no end-to-end tests to run');
}

summary();
say('\x1b[32mall checks passed\x1b[0m');
