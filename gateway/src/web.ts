import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** Paths that are never the SPA: the API, the socket, and files under /legal/ (/legal itself is a page). */
const NOT_SPA = /^\/(api(\/|$)|socket\.io(\/|$)|legal\/.)/;

/**
 * The built SPA with history fallback (index.html for any other GET), and the legal documents at
 * /legal/<file> from the folder the legal service hashes (then from the build's copy).
 */
export function webRoutes(options: { webDist: string; legalDir: string }): Router {
  const router = express.Router();
  // redirect: false, or serve-static answers /legal (a folder here) with a 301 to /legal/ and the
  // legal page's address changes under the user.
  const legalStatic = { index: false, redirect: false, fallthrough: true, maxAge: '5m' } as const;
  router.use('/legal', express.static(options.legalDir, legalStatic));
  router.use('/legal', express.static(path.join(options.webDist, 'legal'), legalStatic));
  router.use(
    express.static(options.webDist, {
      index: false,
      setHeaders(res, file) {
        // Vite's hashed assets never change; everything else is revalidated.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const indexHtml = path.join(options.webDist, 'index.html');
  router.get(/.*/, (req, res, next) => {
    if (NOT_SPA.test(req.path)) return next();
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build -w @rb/web`.');
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
