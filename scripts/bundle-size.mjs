#!/usr/bin/env node
// Prints the gzipped JavaScript the first screen loads: the entry script and the modules index.html
// preloads. Everything else (pages, the 3D background, mammoth, help centre) loads on demand.
// Run after `npm run build -w @rb/web`. Informational: the budget is 150 KB, nothing is asserted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = new Set();
for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) files.add(m[1]);
for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) files.add(m[1]);

let total = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  first-screen JavaScript (gzip), budget 150 KB`);
