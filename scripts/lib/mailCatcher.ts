import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the catcher received it. */
export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface MailCatcher {
  smtpPort: number;
  /** The page listing the messages (and `/messages.json`); undefined when started without one. */
  webUrl?: string;
  /** Newest first. */
  messages(): CaughtMail[];
  close(): Promise<void>;
}

/** Kept in memory: a development inbox, not an archive; the oldest go beyond this. */
const KEEP = 200;
/** A message larger than this is refused: nothing the product sends comes near it. */
const MAX_BYTES = 1024 * 1024;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(messages: CaughtMail[]): string {
  const items = messages
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)} · ${escapeHtml(m.receivedAt)}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail catcher</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}
pre{white-space:pre-wrap;background:#f4f4f4;padding:.75rem}article{border-bottom:1px solid #ccc}</style>
</head><body><main><h1>Mail sent by the local system</h1>
<p>${messages.length} message(s), newest first. Nothing here left this machine.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
}

/**
 * A local SMTP server that keeps what it receives instead of delivering it, and (optionally) a page
 * listing those messages: what `npm start` runs when no SMTP_URL is configured, so a reset or
 * verification link can be read without a mail provider, and what the tests send their mail to.
 * It accepts any sender and recipient without authentication, so it listens on loopback only.
 */
export async function startMailCatcher(
  options: { smtpPort?: number; webPort?: number; host?: string } = {},
): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const caught: CaughtMail[] = [];
  let next = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          caught.unshift({
            id: next++,
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          caught.length = Math.min(caught.length, KEEP);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let web: Server | undefined;
  if (options.webPort !== undefined) {
    web = createServer((req, res) => {
      if (req.url === '/messages.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(caught));
        return;
      }
      if (req.url !== '/') {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(page(caught));
    });
    const server = web;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.webPort, host, () => resolve());
    });
  }
  const webPort = web ? (web.address() as AddressInfo).port : undefined;
  return {
    smtpPort,
    webUrl: webPort === undefined ? undefined : `http://${host}:${webPort}`,
    messages: () => [...caught],
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => (web ? web.close(() => resolve()) : resolve()));
    },
  };
}
