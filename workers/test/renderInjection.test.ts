import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderCoverLetterHtml, renderResumeHtml, resumeDataSchema } from '@rb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserPool } from '../src/render/browserPool';
import { findChromium } from '../src/render/chromium';
import { normalise, pdfText } from './textOf';

/** Every way a resume field could try to make Chromium fetch something, aimed at a local canary. */
function payloads(canary: string): string[] {
  return [
    `<img src="${canary}/img">`,
    `<iframe src="${canary}/iframe"></iframe>`,
    `<link rel="stylesheet" href="${canary}/link.css">`,
    `<object data="${canary}/object"></object>`,
    `<style>body{background:url('${canary}/css-url')}</style>`,
    `<style>@import '${canary}/css-import';</style>`,
    `<svg><image href="${canary}/svg-image"/></svg>`,
    `<img src="file:///etc/passwd"><iframe src="file:///etc/hostname"></iframe>`,
    `"><script>fetch('${canary}/script')</script>`,
    `</style></title><meta http-equiv="refresh" content="0;url=${canary}/refresh">`,
  ];
}

describe('hostile resume fields', () => {
  const pool = new BrowserPool({ executablePath: findChromium(process.env.CHROMIUM_PATH), size: 1 });
  let canary: Server;
  let canaryUrl = '';
  const hits: string[] = [];

  beforeAll(async () => {
    canary = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('canary');
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
    await pool.warm();
  });
  afterAll(async () => {
    await pool.close();
    await new Promise((resolve) => canary.close(resolve));
  });

  it('the canary itself is reachable, so a miss below means blocked, not broken', async () => {
    const response = await fetch(`${canaryUrl}/self-check`);
    expect(await response.text()).toBe('canary');
    expect(hits.splice(0)).toEqual(['/self-check']);
  });

  it('fetches nothing and prints every payload as literal text', async () => {
    const attacks = payloads(canaryUrl);
    const resume = resumeDataSchema.parse({
      name: attacks[0],
      email: attacks[1],
      linkedin: attacks[2],
      portfolio: attacks[3],
      summary: attacks.join(' '),
      experience: [{ company: attacks[4], role: attacks[5], start_date: '2020', responsibilities: attacks }],
      skills: attacks.slice(6, 9).map((a) => a.slice(0, 100)),
    });
    const pdfs = [
      await pool.renderPdf(renderResumeHtml(resume, 'classic')),
      await pool.renderPdf(renderResumeHtml(resume, 'modern')),
      await pool.renderPdf(renderCoverLetterHtml(attacks.join('\n\n'), attacks[0] ?? '')),
    ];
    // Give any stray request time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hits).toEqual([]);
    for (const pdf of pdfs) {
      const text = await pdfText(pdf);
      for (const attack of attacks) expect(text).toContain(normalise(attack));
    }
  });

  it('blocks the network even for raw markup without the template CSP (second wall)', async () => {
    await pool.renderPdf(`<!doctype html><html><body>${payloads(canaryUrl).join('')}</body></html>`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hits).toEqual([]);
  });
});
