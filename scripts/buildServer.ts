/**
 * `npm run build:server`: the production JavaScript of every server process, one ESM bundle per entry
 * point next to its package (`gateway/dist/main.js`, `services/auth/dist/main.js`, …,
 * `scripts/dist/migrate.js`). The images run these with plain `node`, no tsx.
 *
 * Why esbuild bundles rather than `tsc` emitting per package: the workspace packages export their
 * TypeScript sources (`@rb/kit` → `src/index.ts`), which is what lets `npm start`, vitest and tsx run
 * without a build. Bundling our own code (`@rb/*` and relative imports) into each entry keeps that
 * untouched, while every npm dependency stays external and is loaded from `node_modules` as installed
 * by `npm ci --omit=dev`. Type checking stays with `tsc -p scripts`; esbuild only strips types.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { COPIED_FILES, SERVER_ENTRIES } from './lib/serverBundles.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const isBare = (specifier: string) => !specifier.startsWith('.') && !path.isAbsolute(specifier);
const isOurs = (specifier: string) => specifier.startsWith('@rb/');

/** npm packages (and node: builtins) stay imports; our workspace packages are compiled in. */
const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind !== 'entry-point' && isBare(args.path) && !isOurs(args.path)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/** The package name of a bare specifier (`pino-http/x` → `pino-http`, `@a/b/c` → `@a/b`). */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Every external package a bundle imports must resolve from the bundle's own directory, as it will in
 * the image: a dependency nested in another workspace's node_modules would otherwise fail only at start.
 */
function checkResolvable(outfile: string, metafile: Metafile): void {
  const require = createRequire(outfile);
  const missing = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:')) continue;
      const name = packageName(specifier);
      try {
        require.resolve(`${name}/package.json`);
      } catch {
        try {
          require.resolve(name);
        } catch {
          missing.add(name);
        }
      }
    }
  }
  if (missing.size)
    throw new Error(`${outfile}: cannot resolve ${[...missing].join(', ')} from its directory`);
}

export async function buildServer(): Promise<string[]> {
  const built: string[] = [];
  for (const dir of new Set(Object.values(SERVER_ENTRIES).map((file) => path.dirname(file)))) {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  for (const [entry, out] of Object.entries(SERVER_ENTRIES)) {
    const outfile = path.join(root, out);
    const result = await build({
      entryPoints: [path.join(root, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      metafile: true,
      logLevel: 'warning',
      plugins: [externalDependencies],
    });
    checkResolvable(outfile, result.metafile);
    built.push(out);
  }
  for (const [from, to] of Object.entries(COPIED_FILES)) {
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    copyFileSync(path.join(root, from), path.join(root, to));
    built.push(to);
  }
  return built;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const file of await buildServer()) console.log(`built ${file}`);
}
