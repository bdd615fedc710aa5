import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../services/auth/src/mailer';
import { type MailCatcher, startMailCatcher } from '../lib/mailCatcher';

describe('the local mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
  });
  afterAll(() => catcher.close());

  it('keeps what the auth mailer sends over SMTP and lists it on its page, escaped', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${catcher.smtpPort}`,
      from: 'Resume Builder <no-reply@example.test>',
    });
    await mailer.send({ to: 'ada@example.test', subject: 'Reset <b>now</b>', text: 'Open http://x/reset#t' });
    await mailer.send({ to: 'bob@example.test', subject: 'Second', text: 'Two' });

    const [newest, older] = catcher.messages();
    expect(newest).toMatchObject({ to: ['bob@example.test'], subject: 'Second' });
    expect(older).toMatchObject({
      from: 'no-reply@example.test',
      to: ['ada@example.test'],
      subject: 'Reset <b>now</b>',
    });
    expect(older?.text.trim()).toBe('Open http://x/reset#t');

    const listed = await fetch(`${catcher.webUrl}/messages.json`).then((r) => r.json());
    expect(listed).toEqual(catcher.messages());
    const page = await fetch(`${catcher.webUrl}/`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Reset &#60;b&#62;now&#60;/b&#62;');
    expect(html).not.toContain('<b>now</b>');
    expect((await fetch(`${catcher.webUrl}/elsewhere`)).status).toBe(404);
  });
});
