/**
 * `npm start`'s mail catcher, run when no SMTP_URL is configured: the auth service's mail (password
 * resets, address verification) lands here and is listed on a local page instead of being delivered.
 * MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_WEB_PORT are set by start.mjs.
 */
import { startMailCatcher } from './lib/mailCatcher';

const port = (name: string) => {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    console.error(`${name} must be a port number`);
    process.exit(2);
  }
  return value;
};

const catcher = await startMailCatcher({
  smtpPort: port('MAIL_CATCHER_SMTP_PORT'),
  webPort: port('MAIL_CATCHER_WEB_PORT'),
});
console.log(`mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}, messages at ${catcher.webUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void catcher.close().then(() => process.exit(0)));
}
