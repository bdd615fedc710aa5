import type { Logger } from '@rb/kit';
import nodemailer from 'nodemailer';

/** One plain-text message to one person. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Mail through SMTP (nodemailer) at `url`: `smtp://host:port` (STARTTLS when the server offers it),
 * `smtps://user:password@host:465` (TLS from the start); under `npm start` without SMTP_URL, the local
 * mail catcher. A failed send rejects: the caller decides whether a person waits on it.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}

/**
 * For a process with no SMTP server outside production (a service started alone, not by `npm start`;
 * tests that send no mail): the mail is logged by subject, never sent.
 */
export const unsentMailer = (logger: Logger): Mailer => ({
  send: async (mail) => void logger.warn({ subject: mail.subject }, 'no SMTP_URL: mail not sent'),
});

/**
 * Composes and sends without the request waiting: a reply that waited for SMTP would take longer for a
 * registered address than for an unknown one, and that difference alone would tell who has an account.
 * A failed send is logged (the person can ask again); the request has been answered either way.
 */
export function sendLater(mailer: Mailer, log: Logger, compose: () => Promise<OutgoingMail>): void {
  void compose()
    .then((mail) => mailer.send(mail))
    .catch((error: unknown) => log.error({ err: error }, 'account mail not sent'));
}
