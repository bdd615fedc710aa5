import { createHash } from 'node:crypto';
import { templateStylesheets } from '@rb/contracts';
import helmet from 'helmet';

/** CSP source for each template stylesheet, so the live preview (a srcdoc frame) keeps its styles. */
const templateStyleHashes = templateStylesheets.map(
  (css) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
);

/**
 * A strict CSP for the SPA and the legal pages: everything from this origin only, no plugins, no
 * framing by others. `connect-src 'self'` also covers Socket.IO's websocket to this same host (CSP 3
 * matches ws:/wss: of the page's own origin), so no bare `ws: wss:` that would let an injected script
 * reach any host; images may be data:/blob: (previews).
 * Inline styles are refused except the resume templates' own, allowed by hash.
 */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...templateStyleHashes],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // Same-origin framing is needed: /legal shows each document in a frame.
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
  });
