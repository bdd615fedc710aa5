import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Download, expect, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { databaseUrl, mailCatcherUrl } from './system/run.mjs';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const corpusDir = join(repoRoot, '../shared/corpus/resumes');
export const hasCorpus = existsSync(corpusDir);

export const PASSWORD = 'Correct-Horse-42';

let counter = 0;
/** A fresh e-mail per call, so tests never share accounts (and never trip per-account throttles). */
export function uniqueEmail(tag: string, prefix = ''): string {
  counter += 1;
  return `${prefix}${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  token: string;
}

/**
 * Registers through the API and records the four agreements, as the register page does, then opens
 * the verification link from the mail the system sent (the AI allowance comes with a verified
 * address), unless `verify` is false.
 */
export async function registerViaApi(
  request: APIRequestContext,
  email = uniqueEmail('user'),
  { verify = true } = {},
): Promise<Account> {
  const res = await request.post('/api/auth/register', {
    data: { firstName: 'Test', lastName: 'User', email, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  for (const documentType of ['tos', 'privacy', 'disclaimer', 'eula']) {
    const agree = await request.post('/api/legal/agree', {
      headers: { Authorization: `Bearer ${token}` },
      data: { documentType, version: '2025-03-26' },
    });
    expect(agree.ok()).toBe(true);
  }
  if (verify) await verifyByMail(request, email);
  return { email, password: PASSWORD, token };
}

/** Opens the verification link of the newest verification mail to `email`, as its owner would. */
export async function verifyByMail(request: APIRequestContext, email: string) {
  const link = mailedLink(await mailTo(request, email, /Verify your/), 'verify-email');
  const token = decodeURIComponent(link.split('#token=')[1] ?? '');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
}

export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** Stores a resume through the API, as the form's "Generate Resume" does. */
export async function storeResume(
  request: APIRequestContext,
  account: Account,
  name: string,
): Promise<string> {
  const res = await request.post('/api/resume/generate', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      type: 'resume',
      jobDescription: '',
      resumeData: {
        name,
        email: 'someone@example.com',
        phone: '+1 555 0100',
        summary: `${name} builds reliable software and leads small teams.`,
        experience: [
          {
            company: 'Acme',
            role: 'Engineer',
            start_date: '2019',
            end_date: 'Present',
            responsibilities: ['Built the billing service', 'Led a team of four engineers'],
          },
        ],
        skills: ['TypeScript', 'PostgreSQL'],
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { resume: { id: string } }).resume.id;
}

/** Puts a session in local storage the way the login page does. */
export async function useSession(page: Page, account: { token: string; email: string }) {
  await page.goto('/');
  await page.evaluate(({ token, email }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', email);
  }, account);
}

/** `npm run make-admin -- <email>` against this run's database, as an operator would. */
export function makeAdmin(email: string) {
  execFileSync('npm', ['run', 'make-admin', '--', email], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    stdio: 'pipe',
  });
}

/** An admin account with a token that carries the admin role. */
export async function adminAccount(request: APIRequestContext): Promise<Account> {
  const account = await registerViaApi(request, uniqueEmail('admin'));
  makeAdmin(account.email);
  return { ...account, token: await loginViaApi(request, account.email) };
}

export async function expectNoSeriousA11yViolations(page: Page) {
  // Sandboxed frames (the resume preview) run no scripts, so axe cannot enter them; they hold a
  // rendered document, not controls.
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** The colour schemes and the narrowest width (360 px) every new screen is checked in. */
export const THEMES = ['light', 'dark'] as const;

/** A new user signed in, in colour scheme `theme` at 360 px wide. */
export async function narrowSession(
  page: Page,
  request: APIRequestContext,
  theme: (typeof THEMES)[number],
): Promise<Account> {
  await page.emulateMedia({ colorScheme: theme });
  await page.setViewportSize({ width: 360, height: 740 });
  const account = await registerViaApi(request);
  // biome-ignore lint/correctness/useHookAtTopLevel: useSession signs a Playwright page in; it is no React hook
  await useSession(page, account);
  return account;
}

/** axe finds nothing serious and nothing overflows sideways. */
export async function expectNarrowScreenClean(page: Page) {
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: readFileSync(await download.path()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

export async function docxText(download: Download): Promise<string> {
  return (await mammoth.extractRawText({ path: await download.path() })).value;
}

/** Clicks and returns the download it starts. */
export async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * The newest mail the system sent to `email` whose subject matches, read from the mail catcher that
 * `npm start` runs without SMTP_URL (mail leaves after the reply, so it is polled for).
 */
export async function mailTo(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (
          await request.get(`${mailCatcherUrl}/messages.json`)
        ).json()) as CaughtMail[];
        found = messages.find((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));
        return Boolean(found);
      },
      { message: `a mail to ${email} matching ${subject}` },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The link to `page` in a mail, as a path on the system under test (its host is PUBLIC_URL's). */
export function mailedLink(mail: CaughtMail, page: string): string {
  const link = mail.text.match(new RegExp(`https?://[^/\\s]+(/${page}#token=[\\w-]+)`));
  expect(link, mail.text).not.toBeNull();
  return link?.[1] ?? '';
}
