// Issue 12, "Fixes seen in the browser": one test per fix, each failing on the code before it.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import {
  adminAccount,
  downloadFrom,
  expectNoSeriousA11yViolations,
  PASSWORD,
  registerViaApi,
  storeResume,
  uniqueEmail,
  useSession,
} from './support';

const RESUME_TEXT = [
  'Ada Lovelace',
  'ada@example.com',
  'Summary',
  'Mathematician who wrote the first published algorithm.',
  'Experience',
  'Analytical Engine Project, Analyst, 1842 - 1843',
  '- Wrote notes on the Analytical Engine',
  '- Described an algorithm for Bernoulli numbers',
  'Skills',
  'Mathematics, Algorithms',
].join('\n');

async function fillLongForm(page: Page, name: string) {
  await page.goto('/resume-form');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Summary').fill('Engineer with ten years of backend work.');
  await page.getByLabel('Company').fill('Acme');
  await page.getByLabel('Role').fill('Engineer');
  await page.getByLabel('Start Date').fill('2019');
  await page.getByLabel('End Date').fill('Present');
  for (const r of ['Built the billing service', 'Led a team of four', 'Cut costs by a third']) {
    await page.getByLabel('Responsibility (press Enter to add)').fill(r);
    await page.getByLabel('Responsibility (press Enter to add)').press('Enter');
  }
}

test('#1 after "Generate Resume" the dashboard shows the new resume in view with a success message', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  for (const n of ['Older One', 'Older Two', 'Older Three']) await storeResume(request, account, n);
  await useSession(page, account);
  await fillLongForm(page, 'Fresh Resume');
  await page.getByRole('button', { name: 'Generate Resume' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Resume "Fresh Resume" saved.' })).toBeVisible();
  await expect(page.getByTestId('resume-card').filter({ hasText: 'Fresh Resume' })).toBeInViewport();
});

test('#2 the top "Enhance Resume" asks which resume and says what it made', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await storeResume(request, account, 'First Pick');
  await storeResume(request, account, 'Newest One');
  await useSession(page, account);
  await page.goto('/dashboard');
  await expect(page.getByTestId('resume-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Enhance Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enhance a resume' });
  await dialog.getByLabel('Resume to enhance').selectOption({ label: 'First Pick' });
  await dialog.getByRole('button', { name: 'Enhance', exact: true }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'An enhanced copy of "First Pick" was saved as a new resume, "First Pick (enhanced)".',
    }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('resume-card')).toHaveCount(3);
  await expect(page.getByTestId('resume-card').filter({ hasText: 'First Pick' })).toHaveCount(2);
  // The copy is named so the two cards differ.
  await expect(page.getByRole('article', { name: 'Resume First Pick (enhanced)' })).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Resume First Pick', exact: true })).toHaveCount(1);
  await expect(page.getByTestId('resume-card').filter({ hasText: 'Newest One' })).toHaveCount(1);
});

test('#3 Recent Activity shows the SPEC §3 strings word for word, and each entry leads to its card', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await fillLongForm(page, 'Activity Person');
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('resume-card');
  const id = (await card.getAttribute('id'))?.replace(/^resume-/, '');
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  const entries = activity.getByRole('listitem');
  // Created here ("Generated Resume - <name>"), then rebuilt from the server list with the id.
  await expect(entries).toHaveText([
    'Generated Resume - Activity Person',
    `Generated Resume - Activity Person [${id}]`,
  ]);
  // Enhancing on the card is one more local entry, on top; the rebuilt entry says Edited once the
  // stored resume has a snippet (SPEC §3).
  await card.getByRole('button', { name: 'Enhance' }).click();
  await card
    .getByRole('region', { name: 'Enhancement to review' })
    .getByRole('button', { name: /^Save/ })
    .click();
  await expect(entries).toHaveCount(3, { timeout: 60_000 });
  const listed = await request.get('/api/resume/list', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  const [stored] = ((await listed.json()) as { resumes: { resumeSnippet: string }[] }).resumes;
  const rebuilt = stored?.resumeSnippet.trim() ? 'Edited' : 'Generated';
  await expect(entries).toHaveText([
    'Enhanced Resume - Activity Person',
    'Generated Resume - Activity Person',
    `${rebuilt} Resume - Activity Person [${id}]`,
  ]);
  await entries.first().getByRole('button').click();
  await expect(card).toHaveClass(/highlight/);
  // Undo restores the version before: the same form of entry, for an action the SPEC predates.
  await card.getByRole('button', { name: 'Undo' }).click();
  await expect(entries.first()).toHaveText('Restored Resume - Activity Person');
});

test("#4 every AI action shows the server's daily-limit message with its reset time", async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await storeResume(request, account, 'Limit Person');
  // Use up the day's allowance as a user would, one AI call at a time.
  let status = 200;
  for (let i = 0; i < 50 && status !== 429; i += 1) {
    const res = await request.post('/api/openai/expand-editor', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { rawText: RESUME_TEXT },
    });
    status = res.status();
    if (status !== 429) expect(res.ok(), await res.text()).toBe(true);
  }
  expect(status).toBe(429);
  const limitMessage = /AI enhancements for today.*resets/;

  await useSession(page, account);
  await page.goto('/resume-editor');
  await page.getByLabel('Resume text').fill(RESUME_TEXT);
  await page.getByRole('button', { name: 'Enhance' }).click();
  await expect(page.getByRole('alert')).toHaveText(limitMessage);
  await page.getByRole('button', { name: 'Summarize' }).click();
  await expect(page.getByRole('alert')).toHaveText(limitMessage);

  await page.goto('/dashboard');
  const card = page.getByTestId('resume-card');
  await card.getByRole('button', { name: 'Enhance' }).click();
  await expect(card.getByRole('alert')).toHaveText(limitMessage);
});

test('#5 the live preview stays in view while the form scrolls on wide screens', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await useSession(page, await registerViaApi(request));
  await fillLongForm(page, 'Sticky Preview');
  await page.getByRole('button', { name: 'Generate Resume' }).scrollIntoViewIfNeeded();
  await expect(page.getByTitle('Resume preview')).toBeInViewport();
  await expect(page.frameLocator('iframe[title="Resume preview"]').getByText('Sticky Preview')).toBeVisible();
});

test('#6 /settings does not overflow at 360 px with a long e-mail address', async ({ page, request }) => {
  // No hyphen or other break opportunity: the address is one unbreakable word ~900 px wide.
  const longEmail = `x${'a'.repeat(45)}${Date.now()}@${'b'.repeat(40)}.example.com`;
  await page.setViewportSize({ width: 360, height: 740 });
  await useSession(page, await registerViaApi(request, longEmail));
  await page.goto('/settings');
  await expect(page.getByTestId('username')).toHaveText(longEmail);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('#7 the editor shows enhanced text formatted, editable, and keeps markdown for export', async ({
  page,
  request,
}) => {
  await useSession(page, await registerViaApi(request));
  await page.goto('/resume-editor');
  await page.getByLabel('Resume text').fill(RESUME_TEXT);
  await page.getByRole('button', { name: 'Enhance' }).click();
  const enhanced = page.getByTestId('enhanced-text');
  await expect(enhanced.getByRole('heading', { name: 'Summary' })).toBeVisible({ timeout: 60_000 });
  await expect(enhanced).not.toContainText('##');
  await page.getByRole('button', { name: 'Edit enhanced text' }).click();
  const source = page.getByLabel('Enhanced text (markdown)');
  await expect(source).toHaveValue(/^## /m);
  await source.fill('## Skills\n\n- Patience');
  await page.getByRole('button', { name: 'Show formatted' }).click();
  await expect(enhanced.getByRole('heading', { name: 'Skills' })).toBeVisible();
  await expect(enhanced.getByRole('listitem')).toHaveText(['Patience']);
  const docx = await downloadFrom(page, () => page.getByRole('button', { name: 'Download DOCX' }).click());
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
});

const personalKeys = () =>
  Object.keys(localStorage).filter((k) => !['theme', 'pageSize', 'policies-agreed'].includes(k)).length +
  sessionStorage.length;

test('#8 logout clears every personal cache in browser storage', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await storeResume(request, account, 'Private Person');
  await useSession(page, account);
  await page.goto('/dashboard');
  await expect(page.getByTestId('resume-card')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('resumes'))).toContain('Private Person');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(personalKeys)).toBe(0);
});

test('#8 session expiry clears every personal cache too', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await storeResume(request, account, 'Expiring Person');
  await page.clock.install();
  await useSession(page, account);
  await page.goto('/dashboard');
  await expect(page.getByTestId('resume-card')).toHaveCount(1);
  await page.clock.fastForward('15:01');
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible();
  await page.clock.fastForward('02:01');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(personalKeys)).toBe(0);
});

test('#9 the legal checkbox stays disabled until its document is shown', async ({ page }) => {
  await page.route('**/legal/terms-of-service.html', (route) => route.abort('failed'));
  await page.goto('/policies');
  await expect(page.getByText('Error loading document.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeDisabled();
  await page.unroute('**/legal/terms-of-service.html');
  await page.goto('/policies');
  await expect(page.getByRole('checkbox')).toBeEnabled();
});

test('#10 one "Upload Document" control, and dialogs are native modal dialogs that keep focus', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await storeResume(request, account, 'Dialog Person');
  await useSession(page, account);
  await page.goto('/resume-editor');
  await expect(page.getByRole('button', { name: 'Upload Document' })).toBeVisible();
  const tree = await page.locator('#main').ariaSnapshot();
  expect(tree.match(/Upload Document/g)).toHaveLength(1);

  await page.goto('/dashboard');
  await page.getByTestId('resume-card').getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Dialog Person' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d instanceof HTMLDialogElement && d.matches(':modal'))).toBe(true);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    // Focus never reaches the page behind the dialog (the browser's own UI counts as body).
    const escaped = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active.closest('dialog') === null;
    });
    expect(escaped).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByTestId('resume-card').getByRole('button', { name: 'Download', exact: true }),
  ).toBeFocused();
});

test('#11 registration failures keep the SPEC message and add the specific reason', async ({
  page,
  request,
}) => {
  const existing = await registerViaApi(request);
  await page.goto('/register');
  for (const label of ['Next', 'Next', 'Next', 'Agree & Continue']) {
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: label }).click();
  }
  const fill = async (email: string, password: string) => {
    await page.getByLabel('First Name').fill('Test');
    await page.getByLabel('Last Name').fill('User');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
  };
  await fill(existing.email, PASSWORD);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Registration failed. Try again.');
  await expect(alert).toContainText('An account with this email already exists.');
  await fill(uniqueEmail('short'), 'short12');
  await expect(alert).toContainText('Registration failed. Try again.');
  await expect(alert).toContainText('Password must be at least 8 characters.');
});

test('#12 the admin log pages through nextBefore for display and export', async ({ page, request }) => {
  test.setTimeout(180_000);
  // More entries than one display page (4 per registration).
  for (let i = 0; i < 27; i += 1) await registerViaApi(request, uniqueEmail('paging'));
  const admin = await adminAccount(request);
  let total = 0;
  let before: string | null = null;
  do {
    const url: string = `/api/admin/legal-logs?limit=1000${before ? `&before=${encodeURIComponent(before)}` : ''}`;
    const res = await request.get(url, { headers: { Authorization: `Bearer ${admin.token}` } });
    const body = (await res.json()) as { logs: unknown[]; nextBefore: string | null };
    total += body.logs.length;
    before = body.nextBefore;
  } while (before);
  expect(total).toBeGreaterThan(100);

  await useSession(page, admin);
  await page.goto('/admin');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(100);
  const older = page.getByRole('button', { name: 'Load older entries' });
  for (let shown = await rows.count(); shown < total; shown = await rows.count()) {
    await older.click();
    await expect(rows).not.toHaveCount(shown);
  }
  await expect(rows).toHaveCount(total);

  await page.goto('/admin');
  await expect(rows).toHaveCount(100);
  const csv = await downloadFrom(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  const data = Papa.parse<string[]>(readFileSync(await csv.path(), 'utf8'), { skipEmptyLines: true }).data;
  expect(data.length - 1).toBe(total);
  const json = await downloadFrom(page, () => page.getByRole('button', { name: 'Export JSON' }).click());
  expect((JSON.parse(readFileSync(await json.path(), 'utf8')) as unknown[]).length).toBe(total);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the changed screens are axe-clean and fit 360 px (${theme} theme)`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await registerViaApi(request);
    await storeResume(request, account, 'Axe Person');
    await useSession(page, account);
    const fits = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await fits();
    await page.getByRole('button', { name: 'Enhance Resume' }).click();
    await expect(page.getByRole('dialog', { name: 'Enhance a resume' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/resume-editor');
    await page.getByLabel('Resume text').fill(RESUME_TEXT);
    await page.getByRole('button', { name: 'Enhance' }).click();
    await expect(page.getByTestId('enhanced-text').getByRole('heading').first()).toBeVisible({
      timeout: 60_000,
    });
    await expectNoSeriousA11yViolations(page);
    await fits();

    await page.goto('/register');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/register');
    for (const label of ['Next', 'Next', 'Next', 'Agree & Continue']) {
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: label }).click();
    }
    await page.getByLabel('First Name').fill('Test');
    await page.getByLabel('Last Name').fill('User');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toContainText('already exists');
    await expectNoSeriousA11yViolations(page);
    await fits();

    await useSession(page, await adminAccount(request));
    await page.goto('/admin');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('#13 the resume form does not overflow at 360 px when an added entry is one long unbroken word', async ({
  page,
  request,
}) => {
  // A pasted URL or a compound word: no space or hyphen to break at, ~700 px wide.
  const word = `https://example.com/${'portfolio'.repeat(8)}`;
  await page.setViewportSize({ width: 360, height: 740 });
  await useSession(page, await registerViaApi(request));
  await page.goto('/resume-form');
  const responsibility = page.getByLabel('Responsibility (press Enter to add)');
  await responsibility.fill(word);
  await responsibility.press('Enter');
  const skill = page.getByLabel('Skill (press Enter to add)');
  await skill.fill(word);
  await skill.press('Enter');
  await page.getByLabel('Certification Name').fill(word);
  await page.getByLabel('Certification Year').fill('2024');
  await page.getByRole('button', { name: 'Add Certification' }).click();
  await expect(page.getByText(word)).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('#14 the small-screen menu closes with Escape, giving focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/features');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Home' })).toBeHidden();
  await expect(menu).toBeFocused();
});

test('what was typed outlives a reload or another page until it is saved, and logging out clears it', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await storeResume(request, account, 'Draft Keeper');
  await useSession(page, account);
  const posting = 'Registered Nurse for a busy med/surg unit: IV therapy, Epic, BLS and ACLS required.';

  await page.goto('/dashboard');
  const card = page.getByTestId('resume-card').filter({ hasText: 'Draft Keeper' });
  await card.getByLabel('Job description').fill(posting);
  await page.goto('/resume-form');
  await page.getByLabel('Full Name').fill('Half Written');
  await page.getByLabel('Institution').fill('Ohio State University');
  await page.goto('/generate-cover-letter');
  await page.getByLabel('Company Name').fill('Riverside Community Hospital');
  await page.getByLabel('Length Preference').selectOption('Detailed');
  await page.reload();
  await expect(page.getByLabel('Company Name')).toHaveValue('Riverside Community Hospital');
  await expect(page.getByLabel('Length Preference')).toHaveValue('Detailed');
  await page.goto('/resume-form');
  await expect(page.getByLabel('Full Name')).toHaveValue('Half Written');
  await expect(page.getByLabel('Institution')).toHaveValue('Ohio State University');
  await page.goto('/dashboard');
  await expect(card.getByLabel('Job description')).toHaveValue(posting);

  // Saved: the form starts blank next time.
  await page.goto('/resume-form');
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/resume-form');
  await expect(page.getByLabel('Full Name')).toHaveValue('');

  // Logging out drops every draft with the rest of the session.
  await page.goto('/generate-cover-letter');
  await page.getByRole('button', { name: 'Logout' }).click();
  await useSession(page, account);
  await page.goto('/generate-cover-letter');
  await expect(page.getByLabel('Company Name')).toHaveValue('');
});
