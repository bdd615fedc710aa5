import { MAX_WORD_CHARS } from '@rb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderProcessors } from '../src/processors/render';
import { BrowserPool } from '../src/render/browserPool';
import { findChromium } from '../src/render/chromium';
import { hostileRenders } from './hostileInputs';

/**
 * Issue 32 finding 4: Chromium took 3.8 s (11 s on a loaded machine) to lay out one 100,000-character
 * word. Every render of allowed input must end within 2 s: words are broken before layout, so the page
 * Chromium receives has no run of text longer than MAX_WORD_CHARS. The time budget here is looser than
 * 2 s because other work shares this machine; `npm run bench` prints the real figures.
 */
const BUDGET_MS = 4000;
describe('renders of one endless word', () => {
  const pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH), size: 1 });
  const pages: string[] = [];
  const processors = renderProcessors({
    renderPdf: (html, pageSize) => {
      pages.push(html);
      return pool.renderPdf(html, pageSize);
    },
  });
  beforeAll(() => pool.warm());
  afterAll(() => pool.close());

  for (const [label, { name, data }] of Object.entries(hostileRenders)) {
    it(`${label}: no word beyond ${MAX_WORD_CHARS} characters reaches Chromium, and it renders in time`, async () => {
      const run = processors[name as keyof typeof processors] as (
        payload: unknown,
        context: { progress: () => Promise<void> },
      ) => Promise<{ base64: string }>;
      const started = performance.now();
      const result = await run(data, { progress: async () => {} });
      const ms = performance.now() - started;
      expect(result.base64.length).toBeGreaterThan(1000);
      const html = pages.at(-1) ?? '';
      // The text of the page: the body without its tags (the stylesheet's runs are ours).
      const body = html.slice(html.indexOf('<body>')).replace(/<[^>]*>/g, ' ');
      const longest = Math.max(...body.split(/[\s\u200b]+/).map((part) => [...part].length));
      expect(longest).toBeLessThanOrEqual(MAX_WORD_CHARS);
      expect(ms).toBeLessThan(BUDGET_MS);
    }, 60_000);
  }
});
