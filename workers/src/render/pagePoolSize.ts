import { availableParallelism, freemem } from 'node:os';

/**
 * Resident memory one more pooled page costs (its Chromium renderer), measured with `npm run load`:
 * renderer processes held 48–110 MB under load, so 100 MB leaves room for large resumes.
 */
export const PAGE_MEMORY_MB = 100;

/**
 * Default size of the render page pool (RENDER_PAGES) and of the render queue's concurrency. A render
 * is mostly Chromium's CPU, but each also waits on DevTools round trips and font loading, so two pages
 * per core keep the cores busy; never more pages than a quarter of the free memory holds.
 */
export function defaultPagePoolSize(cores = availableParallelism(), freeMb = freemem() / 2 ** 20): number {
  return Math.max(1, Math.min(2 * cores, Math.floor(freeMb / 4 / PAGE_MEMORY_MB)));
}
