import { execFileSync } from 'node:child_process';
import { renderResumeHtml, resumeDataSchema } from '@rb/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumRestarts } from '../src/metrics';
import { BrowserPool } from '../src/render/browserPool';
import { findChromium } from '../src/render/chromium';

/** Chromium browser processes launched by this test process (its direct children). */
function chromiumChildren(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'chromium'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe('browser pool', () => {
  const launches: string[] = [];
  const pool = new BrowserPool({
    executablePath: findChromium(process.env.CHROMIUM_PATH),
    size: 2,
    onEvent: (event) => launches.push(event),
  });
  afterAll(() => pool.close());
  const html = renderResumeHtml(resumeDataSchema.parse({ name: 'Pool Test', email: 'pool@example.com' }));

  it('reuses one warm browser for many concurrent renders', async () => {
    const pdfs = await Promise.all(Array.from({ length: 6 }, () => pool.renderPdf(html)));
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(launches).toEqual(['launched']);
    expect(chromiumChildren()).toHaveLength(1);
  });

  it('relaunches Chromium after it dies and keeps rendering', async () => {
    const [pid] = chromiumChildren();
    process.kill(pid as number, 'SIGKILL');
    await expect.poll(() => launches.includes('disconnected'), { timeout: 5000 }).toBe(true);
    const pdf = await pool.renderPdf(html);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(launches.filter((e) => e === 'launched')).toHaveLength(2);
    // The relaunch is counted for the metrics scrape.
    expect((await chromiumRestarts.get()).values[0]?.value).toBe(1);
  });
});
