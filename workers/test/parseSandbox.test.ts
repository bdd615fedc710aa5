import { readFileSync } from 'node:fs';
import { deepNestingPdf, flateBombPdf, hugePageCountPdf, simplePdf, spaceBombPdf } from '@rb/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { PdfRejectedError, PdfSandbox } from '../src/parse/sandbox';

// The time limit includes starting the child; on a loaded 2-core machine that alone took over 5 s, so
// the limit here is generous and only the bomb test is about time at all.
const limits = { timeoutMs: 12_000, memoryMb: 256, maxPages: 30, maxChars: 200_000 };
const sandbox = new PdfSandbox(limits);
afterAll(() => sandbox.close());

/** Whether a process has ended (given a few seconds to be reaped after SIGKILL). */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** A process's resident memory in MB. */
const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function rejection(pdf: Buffer): Promise<PdfRejectedError> {
  const error = await sandbox.extract(pdf).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PdfRejectedError);
  return error as PdfRejectedError;
}

describe('PDF parse sandbox', () => {
  it('extracts the text of an ordinary PDF', async () => {
    const { text, pages } = await sandbox.extract(simplePdf('Jane Doe Engineer'));
    expect(text).toContain('Jane Doe Engineer');
    expect(pages).toBe(1);
  });

  it('refuses a PDF whose page tree holds 100,000 pages', async () => {
    const error = await rejection(hugePageCountPdf());
    expect(error.code).toBe('TOO_MANY_PAGES');
    expect(error.message).toMatch(/100000 pages/);
  });

  it('refuses deeply nested objects without taking the worker down', async () => {
    const error = await rejection(deepNestingPdf());
    expect(['UNREADABLE', 'CRASHED', 'OUT_OF_MEMORY']).toContain(error.code);
  }, 30_000);

  it('stops a decompression bomb within its time or memory limit, then serves the next PDF', async () => {
    const bomb = flateBombPdf();
    const started = performance.now();
    const error = await rejection(bomb);
    expect(['TIMEOUT', 'OUT_OF_MEMORY', 'TOO_MUCH_TEXT', 'TOO_MUCH_DATA']).toContain(error.code);
    expect(performance.now() - started).toBeLessThan(30_000);
    const { text } = await sandbox.extract(simplePdf('Still serving'));
    expect(text).toContain('Still serving');
  }, 40_000);

  it('caps the amount of text', async () => {
    // pdf.js keeps only the glyphs on the page (about 90 of the 500), so the cap is set below that.
    const small = new PdfSandbox({ ...limits, maxChars: 50 });
    const error = await small.extract(simplePdf('x'.repeat(500))).catch((e: unknown) => e);
    small.close();
    expect(error).toBeInstanceOf(PdfRejectedError);
    expect((error as PdfRejectedError).code).toBe('TOO_MUCH_TEXT');
  }, 30_000);

  it('reuses a started process for the next documents, and replaces one that failed', async () => {
    const pool = new PdfSandbox(limits, { poolSize: 1, documentsPerProcess: 3 });
    try {
      await pool.whenReady();
      const [first] = pool.idlePids();
      await pool.extract(simplePdf('one'));
      await pool.extract(simplePdf('two'));
      expect(pool.idlePids()).toEqual([first]);
      // The third document is its last: it is retired and another process takes its place.
      await pool.extract(simplePdf('three'));
      expect(pool.idlePids()).not.toContain(first);

      const [second] = pool.idlePids();
      const error = await pool.extract(hugePageCountPdf()).catch((e: unknown) => e);
      expect((error as PdfRejectedError).code).toBe('TOO_MANY_PAGES');
      expect(pool.idlePids()).not.toContain(second);
      expect(await gone(second as number)).toBe(true);
    } finally {
      pool.close();
    }
  }, 60_000);

  it('kills a reused process that exceeds its time limit and keeps serving', async () => {
    const pool = new PdfSandbox({ ...limits, timeoutMs: 3000 }, { poolSize: 1, documentsPerProcess: 5 });
    try {
      await pool.whenReady();
      await pool.extract(simplePdf('warm'));
      const [used] = pool.idlePids();
      const error = await pool.extract(flateBombPdf()).catch((e: unknown) => e);
      expect(['TIMEOUT', 'OUT_OF_MEMORY', 'TOO_MUCH_TEXT', 'TOO_MUCH_DATA']).toContain(
        (error as PdfRejectedError).code,
      );
      expect(await gone(used as number)).toBe(true);
      // The 3 s limit would also count the replacement's start on a loaded machine.
      await pool.whenReady();
      const { text } = await pool.extract(simplePdf('after the bomb'));
      expect(text).toContain('after the bomb');
    } finally {
      pool.close();
    }
  }, 60_000);

  it('refuses a page stream that inflates to 1 GiB of spaces, and no process keeps the memory', async () => {
    const error = await rejection(await spaceBombPdf());
    expect(error.code).toBe('TOO_MUCH_DATA');
    expect(error.message).toBe('A stream of the PDF unpacks to more than 64 MB.');
    await sandbox.whenReady();
    for (const pid of sandbox.idlePids()) expect(residentMb(pid)).toBeLessThan(300);
  }, 60_000);

  it('stops a process whose whole memory passes its cap, whatever filter hid the bomb', async () => {
    // ASCIIHex around the Flate data: the stream check cannot inflate it, pdf.js can.
    const error = await rejection(await spaceBombPdf(2 ** 30, true));
    expect(error.code).toBe('OUT_OF_MEMORY');
    await sandbox.whenReady();
    for (const pid of sandbox.idlePids()) expect(residentMb(pid)).toBeLessThan(300);
  }, 60_000);

  it('retires a process that a large document left large, and keeps one that stayed small', async () => {
    const pool = new PdfSandbox({ ...limits, recycleAboveMb: 150 }, { poolSize: 1, documentsPerProcess: 20 });
    try {
      await pool.whenReady();
      const [first] = pool.idlePids();
      await pool.extract(simplePdf('small'));
      expect(pool.idlePids()).toEqual([first]);
      // 48 MB of spaces: under the stream bound, but pdf.js keeps what it decoded (about +90 MB).
      await pool.extract(await spaceBombPdf(48 * 2 ** 20));
      expect(pool.idlePids()).not.toContain(first);
      expect(await gone(first as number)).toBe(true);
    } finally {
      pool.close();
    }
  }, 60_000);
});
