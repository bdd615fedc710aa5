import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';

/**
 * The package arrows only point down: web → contracts; gateway and services → kit → contracts;
 * workers → kit → contracts; workers → intelligence → contracts; nothing imports workers; no service imports another service; nothing in the
 * runtime imports scripts/. Checked twice: the @rb/* dependencies each package.json declares, and every
 * import (static, type-only, re-export and dynamic) of every source and test file, resolved to the
 * package it lands in. The repository root is found from this file alone, so the check runs on any checkout.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

const KIT = ['@rb/kit', '@rb/contracts'];
/** Which workspace packages each package may import, in its runtime and its tests. */
const allowed: Record<string, readonly string[]> = {
  '@rb/contracts': [],
  '@rb/kit': ['@rb/contracts'],
  '@rb/auth': KIT,
  '@rb/resume': KIT,
  '@rb/legal': KIT,
  '@rb/admin': KIT,
  '@rb/gateway': KIT,
  '@rb/intelligence': ['@rb/contracts'],
  '@rb/workers': [...KIT, '@rb/intelligence'],
  '@rb/web': ['@rb/contracts'],
};
/**
 * The gateway's integration tests run the real services it fronts, in-process, behind it (the runtime
 * gateway only reaches them over HTTP); the admin's audit-log test runs the real auth service that
 * writes the records it reads. Test-only, so these may only be devDependencies.
 */
const testOnly: Record<string, readonly string[]> = {
  '@rb/gateway': ['@rb/auth', '@rb/legal', '@rb/admin', '@rb/resume'],
  '@rb/admin': ['@rb/auth'],
  // The intelligence tests use the kit's test helpers (growth ratio, the fake chat-completions server).
  '@rb/intelligence': ['@rb/kit'],
  // The account-deletion end-to-end test searches PostgreSQL and Redis for the person with the kit's
  // store search, decrypting with the data keys; the web app itself never imports the kit.
  '@rb/web': ['@rb/kit'],
};
/** Folders with the project's tools (evaluation corpus readers, benchmarks): tests may use them, runtime never. */
const TOOLS = 'scripts';

interface Workspace {
  name: string;
  dir: string;
  dependencies: string[];
  devDependencies: string[];
}

const readJsonFile = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

function workspaces(): Workspace[] {
  const dirs: string[] = readJsonFile(path.join(root, 'package.json')).workspaces;
  return dirs.map((dir) => {
    const manifest = readJsonFile(path.join(root, dir, 'package.json'));
    const ours = (deps: Record<string, string> = {}) => Object.keys(deps).filter((d) => d.startsWith('@rb/'));
    return {
      name: manifest.name,
      dir: path.join(root, dir),
      dependencies: ours(manifest.dependencies),
      devDependencies: ours(manifest.devDependencies),
    };
  });
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Test code: a test/ or e2e/ folder, or a *.test.* file; everything else is runtime. */
const isTestFile = (packageDir: string, file: string) => {
  const relative = path.relative(packageDir, file).split(path.sep);
  return relative[0] === 'test' || relative[0] === 'e2e' || /\.test\.[^.]+$/.test(file);
};

/** Every module specifier of a file: imports, `import type`, re-exports and literal dynamic imports. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const { module, errors } = parseSync(file, text, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const out = module.staticImports.map((i) => i.moduleRequest.value);
  for (const e of module.staticExports)
    for (const entry of e.entries) if (entry.moduleRequest) out.push(entry.moduleRequest.value);
  for (const d of module.dynamicImports) {
    const literal = /^\s*['"`]([^'"`$]+)['"`]\s*$/.exec(
      text.slice(d.moduleRequest.start, d.moduleRequest.end),
    );
    if (literal?.[1]) out.push(literal[1]);
  }
  return out;
}

describe('package dependency direction', () => {
  const all = workspaces();
  const owner = (file: string) =>
    all.filter((w) => file.startsWith(w.dir + path.sep)).sort((a, b) => b.dir.length - a.dir.length)[0];

  it('finds the workspace packages it checks', () => {
    expect(all.map((w) => w.name).sort()).toEqual(Object.keys(allowed).sort());
  });

  it('package.json dependencies point down only', () => {
    const wrong: string[] = [];
    for (const w of all) {
      for (const dep of w.dependencies) {
        if (!allowed[w.name]?.includes(dep)) wrong.push(`${w.name} depends on ${dep}`);
      }
      for (const dep of w.devDependencies) {
        if (!allowed[w.name]?.includes(dep) && !testOnly[w.name]?.includes(dep)) {
          wrong.push(`${w.name} (dev) depends on ${dep}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('imports point down only, go through package names and are declared', () => {
    const wrong: string[] = [];
    for (const w of all) {
      // A package nested in another's folder (workers/intelligence in workers) is checked as itself.
      for (const file of sourceFiles(w.dir).filter((f) => owner(f) === w)) {
        const where = path.relative(root, file);
        const test = isTestFile(w.dir, file);
        const mayImport = [...(allowed[w.name] ?? []), ...(test ? (testOnly[w.name] ?? []) : [])];
        const declared = [...w.dependencies, ...(test ? w.devDependencies : [])];
        for (const spec of specifiers(file)) {
          if (spec.startsWith('.')) {
            const target = path.resolve(path.dirname(file), spec);
            const targetPackage = owner(target);
            if (targetPackage === w) continue;
            const intoTools = path.relative(root, target).split(path.sep)[0] === TOOLS;
            if (intoTools && test) continue;
            wrong.push(
              `${where} reaches into ${path.relative(root, target)}${intoTools ? ' (runtime code must not use scripts/)' : ''}`,
            );
            continue;
          }
          const name = /^@rb\/[^/]+/.exec(spec)?.[0];
          if (!name || name === w.name) continue;
          if (!mayImport.includes(name)) wrong.push(`${where} imports ${spec}`);
          else if (!declared.includes(name))
            wrong.push(`${where} imports ${name}, not declared in its package.json`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
  it('the tools use the intelligence package through its entry only', () => {
    const intelligence = all.find((w) => w.name === '@rb/intelligence');
    const wrong: string[] = [];
    for (const file of sourceFiles(path.join(root, TOOLS))) {
      for (const spec of specifiers(file)) {
        const inside =
          spec.startsWith('@rb/intelligence/') ||
          (spec.startsWith('.') && owner(path.resolve(path.dirname(file), spec)) === intelligence);
        if (inside) wrong.push(`${path.relative(root, file)} imports ${spec}`);
      }
    }
    expect(intelligence).toBeDefined();
    expect(wrong).toEqual([]);
  });
});
