import type { PageSize } from '@rb/contracts';
import { JobFailure } from '../jobFailure';

/** What the render processors need from a browser: the browser pool, or a stand-in when there is none. */
export interface PdfRenderer {
  renderPdf(html: string, pageSize?: PageSize): Promise<Buffer>;
}

/**
 * The stand-in for a worker without a usable Chromium: the process keeps serving DOCX, and each PDF job
 * fails at once (no retries) with a code the service turns into a readable 503, instead of the worker
 * exiting and taking PDF and DOCX down together.
 */
export const unavailablePdfRenderer: PdfRenderer = {
  async renderPdf() {
    throw new JobFailure('RENDERER_UNAVAILABLE', 'no usable Chromium in this worker');
  },
};
