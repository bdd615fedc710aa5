import helmet from 'helmet';

/**
 * A strict CSP for the SPA and the legal pages: everything from this origin only, no plugins, no
 * framing by others. Socket.IO needs ws:/wss: to this host; images may be data:/blob: (previews).
 */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
