import type { PageSize } from '@rb/contracts';
import { withDeadline } from '@rb/kit';
import puppeteer, { type Browser, type CDPSession, type HTTPRequest, type Page } from 'puppeteer-core';
import { chromiumRestarts, renderPages } from '../metrics';
import { chromiumArgs } from './chromium';

export interface BrowserPoolOptions {
  executablePath: string;
  /** Pages kept open and reused (see pagePoolSize.ts for the default). */
  size: number;
  onEvent?: (event: 'launched' | 'disconnected', detail?: string) => void;
}

/** How long one step of a render (loading the HTML, printing it) may take before the page is dropped. */
const STEP_TIMEOUT_MS = 15_000;

/** Page.printToPDF's paper sizes, in inches (those Puppeteer's `format` names). */
const paperInches: Record<PageSize, { paperWidth: number; paperHeight: number }> = {
  a4: { paperWidth: 8.27, paperHeight: 11.7 },
  letter: { paperWidth: 8.5, paperHeight: 11 },
};

/** Only inline `data:` URLs may load; the page's CSP forbids those too, so this is defence in depth. */
function blockNetwork(request: HTTPRequest): void {
  if (request.isInterceptResolutionHandled()) return;
  if (request.url().startsWith('data:')) void request.continue();
  else void request.abort('blockedbyclient');
}

/**
 * One warm Chromium per worker process and a fixed set of reusable pages. A page is handed to one
 * render at a time; if Chromium dies, the next render relaunches it.
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  private idle: Page[] = [];
  private created = 0;
  private waiters: { resolve: (page: Page) => void; reject: (error: unknown) => void }[] = [];
  private closed = false;
  /** Bumped when the browser dies, so pages of the old browser are never handed out again. */
  private generation = 0;
  private readonly pageGeneration = new WeakMap<Page, number>();
  /** Each page's own DevTools session, for printing without Puppeteer's stream round trips. */
  private readonly sessions = new WeakMap<Page, CDPSession>();
  private launches = 0;
  /** Browsers that refused a page with BeginFrameControl (see openTarget). */
  private readonly refusesFrameControl = new WeakSet<Browser>();
  /** Pages opened so far: each new page's URL is told apart by it. */
  private targets = 0;

  constructor(private readonly options: BrowserPoolOptions) {}

  /** Launches the browser now so the first job does not pay for it. */
  async warm(): Promise<void> {
    const page = await this.acquire();
    this.release(page);
  }

  async renderPdf(html: string, pageSize: PageSize = 'a4'): Promise<Buffer> {
    const page = await this.acquire();
    let healthy = false;
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
      const pdf = await withDeadline(
        this.print(page, pageSize),
        STEP_TIMEOUT_MS,
        () => new Error('PDF printing timed out'),
      );
      healthy = true;
      return pdf;
    } finally {
      // A page that failed mid-render may be in any state; drop it rather than reuse it.
      if (healthy) this.release(page);
      else this.discard(page);
    }
  }

  /**
   * Prints the loaded page. Puppeteer's page.pdf() asks for a stream and reads it back in IO.read round
   * trips after awaiting document.fonts in an isolated world; a resume is tens of kilobytes and its
   * HTML has no web fonts (only installed ones, which need no loading), so one call that returns the
   * bytes takes about half the time (13.5 vs 6.6 ms per PDF, measured side by side). The options are
   * page.pdf()'s as we called it: no margins (the templates set their own), backgrounds printed, a
   * tagged PDF for screen readers and ATS parsers, with an outline of its headings.
   */
  private async print(page: Page, pageSize: PageSize): Promise<Buffer> {
    const session = this.sessions.get(page) as CDPSession;
    const { data } = await session.send('Page.printToPDF', {
      ...paperInches[pageSize],
      marginTop: 0,
      marginBottom: 0,
      marginLeft: 0,
      marginRight: 0,
      printBackground: true,
      generateTaggedPDF: true,
      // A bookmark per heading (the name, each section): Chromium builds it from the tagged headings.
      generateDocumentOutline: true,
      transferMode: 'ReturnAsBase64',
    });
    return Buffer.from(data, 'base64');
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.reject(new Error('Browser pool is closed'));
    const browser = this.browser;
    this.browser = null;
    this.idle = [];
    if (browser) await (await browser).close().catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    const launching = puppeteer
      .launch({
        executablePath: this.options.executablePath,
        headless: true,
        args: chromiumArgs,
        // DevTools over a pipe: if this worker dies (even by SIGKILL) the pipe closes and Chromium exits
        // with it, instead of lingering as an orphan.
        pipe: true,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      })
      .then((browser) => {
        browser.on('disconnected', () => {
          if (this.browser === launching) this.reset();
          this.options.onEvent?.('disconnected');
        });
        this.launches++;
        if (this.launches > 1) chromiumRestarts.inc();
        this.options.onEvent?.('launched', this.options.executablePath);
        return browser;
      });
    launching.catch(() => {
      if (this.browser === launching) this.reset();
    });
    return launching;
  }

  /** Forget the dead browser and its pages; pages being used fail on their own and are discarded. */
  private reset(): void {
    this.generation++;
    this.browser = null;
    this.idle = [];
    this.created = 0;
    this.reportPages();
  }

  /** Pages handed out vs waiting in the pool, for the render_pages gauge. */
  private reportPages(): void {
    renderPages.set({ state: 'idle' }, this.idle.length);
    renderPages.set({ state: 'busy' }, Math.max(0, this.created - this.idle.length));
  }

  private async newPage(): Promise<Page> {
    if (!this.browser) this.browser = this.launch();
    const page = await this.openTarget(await this.browser);
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', blockNetwork);
    this.sessions.set(page, await page.createCDPSession());
    this.pageGeneration.set(page, this.generation);
    return page;
  }

  /**
   * A page whose frames are ours to schedule (BeginFrameControl), and we never ask for one: Chromium
   * does not paint or composite it for the screen nobody sees; printing lays it out as before.
   * Measured with 80 PDFs at 4 in flight: Chromium's CPU per PDF 24–26 ms as an ordinary page, 16–18 ms
   * like this (the GPU process drops from 3.5 to 0.1 ms), the PDF identical but for its dates. A
   * Chromium that refuses the option (only the headless shell has it) gets an ordinary page. Puppeteer
   * names no target id, so the new target is found by a URL of its own.
   */
  private async openTarget(browser: Browser): Promise<Page> {
    if (this.refusesFrameControl.has(browser)) return browser.newPage();
    const url = `about:blank#page-${++this.targets}`;
    try {
      const session = await browser.target().createCDPSession();
      try {
        await session.send('Target.createTarget', { url, enableBeginFrameControl: true });
      } finally {
        await session.detach().catch(() => undefined);
      }
    } catch {
      this.refusesFrameControl.add(browser);
      return browser.newPage();
    }
    const page = await (await browser.waitForTarget((target) => target.url() === url)).page();
    if (!page) throw new Error('Chromium opened a page target without a page');
    return page;
  }

  private usable(page: Page): boolean {
    return !page.isClosed() && this.pageGeneration.get(page) === this.generation;
  }

  private async acquire(): Promise<Page> {
    if (this.closed) throw new Error('Browser pool is closed');
    for (let page = this.idle.pop(); page; page = this.idle.pop()) {
      if (this.usable(page)) {
        this.reportPages();
        return page;
      }
    }
    if (this.created < this.options.size) {
      this.created++;
      this.reportPages();
      try {
        return await this.newPage();
      } catch (error) {
        this.created--;
        this.reportPages();
        throw error;
      }
    }
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  private release(page: Page): void {
    if (!this.usable(page)) {
      this.discard(page);
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(page);
    else this.idle.push(page);
    this.reportPages();
  }

  private discard(page: Page): void {
    if (this.pageGeneration.get(page) === this.generation) this.created--;
    this.reportPages();
    void page.close().catch(() => undefined);
    // A render may be waiting for a page; it gets a fresh one instead.
    const waiter = this.waiters.shift();
    if (waiter) this.acquire().then(waiter.resolve, waiter.reject);
  }
}
