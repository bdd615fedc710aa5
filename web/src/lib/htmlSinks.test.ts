import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/**
 * AI output and uploads reach the page only as React text (escaped). The few places that hand HTML to
 * the browser are counted here with why each is safe; a new one fails this test until it is reviewed.
 * Counted by sink rather than by file, so moving a component does not break the check.
 */
const reviewed: Record<string, number> = {
  // The legal document: our own static file, passed through DOMPurify (lib/legalDocument.ts) first;
  // and the editor's enhanced text: markdown rendered by marked, then DOMPurify (lib/markdown.ts).
  dangerouslySetInnerHTML: 2,
  // DOMPurify's input and output for that legal document.
  innerHTML: 1,
  // The live preview and a version's preview: contracts' template (every value escaped) in a sandbox=""
  // frame, so no script runs.
  srcDoc: 2,
};

const sinks = /dangerouslySetInnerHTML|innerHTML|outerHTML|insertAdjacentHTML|srcDoc|document\.write/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const sources = sourceFiles(root).map((file) => readFileSync(file, 'utf8'));

describe('HTML sinks in the web app', () => {
  it('only the reviewed places hand HTML to the browser', () => {
    const found: Record<string, number> = {};
    for (const source of sources) {
      for (const name of source.match(sinks) ?? []) found[name] = (found[name] ?? 0) + 1;
    }
    expect(found).toEqual(reviewed);
  });

  it('the preview frames run no scripts', () => {
    const frames = sources.flatMap((source) => source.match(/<iframe[^>]*srcDoc[^>]*>/gs) ?? []);
    expect(frames.length).toBe(2);
    for (const frame of frames) expect(frame).toMatch(/sandbox=""/);
  });
});
