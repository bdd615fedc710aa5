// Issue 31, "the rough edges a new user meets": one test per defect, each failing on the code before it,
// with the SPEC's visible labels as selectors.
import { readFileSync } from 'node:fs';
import { type Download, expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { downloadFrom, registerViaApi, storeResume, useSession } from './support';

/** Enough stored resumes that a new card lands below the fold unless the page brings it into view. */
async function userWithResumes(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const account = await registerViaApi(request);
  for (const n of ['Older One', 'Older Two', 'Older Three']) await storeResume(request, account, n);
  // biome-ignore lint/correctness/useHookAtTopLevel: useSession signs a Playwright page in; it is no React hook
  await useSession(page, account);
  return account;
}

/** The new card's name is on screen as the dashboard opens, below the sticky navbar, not under it. */
async function expectNameInView(page: Page, name: string) {
  const heading = page.getByRole('article', { name: `Resume ${name}` }).getByRole('heading', { name });
  await expect(heading).toBeInViewport({ ratio: 1 });
  const navBottom = await page.locator('.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
  const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(navBottom);
}

test('after "Generate Resume" from a long, scrolled form the dashboard shows the new card\'s name', async ({
  page,
  request,
}) => {
  await userWithResumes(page, request);
  await page.goto('/resume-form');
  await page.getByLabel('Full Name').fill('Fresh Resume');
  await page.getByLabel('Summary').fill('Engineer with ten years of backend work.');
  await page.getByLabel('Company').fill('Acme');
  await page.getByLabel('Role').fill('Engineer');
  for (const r of ['Built the billing service', 'Led a team of four', 'Cut costs by a third']) {
    await page.getByLabel('Responsibility (press Enter to add)').fill(r);
    await page.getByLabel('Responsibility (press Enter to add)').press('Enter');
  }
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Resume "Fresh Resume" saved.' })).toBeVisible();
  await expectNameInView(page, 'Fresh Resume');
});

test("after an import (a PDF through the form, and a JSON Resume) the dashboard shows the new card's name", async ({
  page,
  request,
  browser,
}) => {
  await userWithResumes(page, request);
  // A PDF made here by the test browser (no corpus file), read by the server's parser.
  const maker = await browser.newPage();
  await maker.setContent(`<!doctype html><html lang="en"><body><h1>Dorothy Vaughan</h1>
    <p>dorothy@example.com</p><h2>Experience</h2><p>Supervisor</p><p>West Area Computing Unit</p>
    <p>1949 – 1958</p><ul><li>Led a team of mathematicians through the move to electronic computing</li></ul>
    <h2>Skills</h2><p>FORTRAN, Numerical analysis</p></body></html>`);
  const pdf = await maker.pdf({ format: 'A4' });
  await maker.close();
  await page.goto('/dashboard');
  await page.getByLabel('Import a resume (PDF or DOCX)').setInputFiles({
    name: 'dorothy.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByLabel('Full Name')).toHaveValue('Dorothy Vaughan', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save Imported Resume' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resume "Dorothy Vaughan" saved.' })).toBeVisible();
  await expectNameInView(page, 'Dorothy Vaughan');

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Import JSON Resume').setInputFiles({
    name: 'mary.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ basics: { name: 'Mary Jackson', email: 'mary@example.com' } })),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Resume "Mary Jackson" imported.' })).toBeVisible();
  await expectNameInView(page, 'Mary Jackson');
});

test('after Undo the message shows only once the card shows the version it restored', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await storeResume(request, account, 'Undo Person');
  await useSession(page, account);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Resume Undo Person' });
  await card.getByRole('button', { name: 'Enhance' }).click();
  await card
    .getByRole('region', { name: 'Enhancement to review' })
    .getByRole('button', { name: /^Save/ })
    .click();
  await expect(card.getByText('Enhanced: saved as version 2.')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Version 2', { exact: true })).toBeVisible();
  // A slow list reload: the message must wait for it, not stand beside the undone text meanwhile.
  await page.route('**/api/resume/list', async (route) => {
    await new Promise((r) => setTimeout(r, 3_000));
    await route.continue();
  });
  await card.getByRole('button', { name: 'Undo' }).click();
  const undone = card.getByRole('status').filter({ hasText: 'Undone' });
  await expect(undone).toHaveText('Undone: version 3 restores version 1.');
  // Read at once, without waiting: the card already shows version 3.
  expect(await card.getByText('Version 3', { exact: true }).count()).toBe(1);
  expect(await card.getByText('Version 2', { exact: true }).count()).toBe(0);
});

test('application status options are capitalised and "Write letter" is named with its visible words', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  const resumeId = await storeResume(request, account, 'Applicant');
  const recorded = await request.post('/api/applications', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { resumeId, version: 1, company: 'Babbage & Co', role: 'Analyst' },
  });
  expect(recorded.status()).toBe(201);
  await useSession(page, account);
  await page.goto('/dashboard');
  const status = page.getByLabel('Status of Analyst at Babbage & Co');
  await expect(status.getByRole('option')).toHaveText(['Applied', 'Interview', 'Offer', 'Rejected']);
  await status.selectOption({ label: 'Offer' });
  await expect(status).toHaveValue('offer');
  // WCAG 2.5.3: a voice-control user says what they see, so the name starts with the visible words.
  const write = page.getByRole('button', { name: 'Write letter for Analyst at Babbage & Co' });
  await expect(write).toHaveText('Write letter');
  await expect(write).toHaveAccessibleName(/^Write letter /);
});

test('Compare in version history reads as the card does: sections, bullets and dates, every line at the left', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  const id = await storeResume(request, account, 'Compare Person');
  const headers = { Authorization: `Bearer ${account.token}` };
  const saved = await request.post(`/api/resume/${id}/versions`, {
    headers,
    data: {
      resumeData: {
        name: 'Compare Person',
        email: 'someone@example.com',
        summary: 'Now a staff engineer.',
        experience: [
          {
            company: 'Acme',
            role: 'Engineer',
            start_date: '2021-01-01',
            end_date: 'Present',
            responsibilities: ['Built the billing service'],
          },
        ],
        skills: ['TypeScript', 'Go'],
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await useSession(page, account);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Resume Compare Person' });
  await card.getByText('Version history').click();
  await card.getByRole('button', { name: 'Compare version 1 with current' }).click();
  const diff = card.locator('.version-diff');
  await expect(diff.getByRole('listitem').first()).toBeVisible();
  const text = (await diff.textContent()) ?? '';
  expect(text).not.toContain('##');
  expect(text).not.toMatch(/\d{4}-\d\d-\d\d/);
  expect(text).toContain('Jan 2021 to Present');
  await expect(diff.locator('.diff-heading').filter({ hasText: /^\s*Skills$/ })).toHaveCount(1);
  await expect(diff.locator('.diff-same').filter({ hasText: '• Built the billing service' })).toHaveCount(1);
  await expect(diff.locator('.diff-added').filter({ hasText: 'Now a staff engineer.' })).toHaveCount(1);
  // Short lines ("Contact", a name, a skill) start where long ones do, not pushed to the right edge.
  const lefts = await diff
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => Math.round((li.firstChild as Element).getBoundingClientRect().left)),
    );
  expect(new Set(lefts).size).toBe(1);
});

test("the job description typed in the resume form opens in the new card's job-description box", async ({
  page,
  request,
}) => {
  await useSession(page, await registerViaApi(request));
  const posting = 'Backend engineer: TypeScript, PostgreSQL and on-call experience required.';
  await page.goto('/resume-form');
  await page.getByLabel('Full Name').fill('Posting Person');
  await page.getByLabel('Job Description').fill(posting);
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('article', { name: 'Resume Posting Person' });
  await expect(card.getByLabel('Job description')).toHaveValue(posting);
  await card.getByRole('button', { name: 'Score Resume' }).click();
  await expect(card.getByText(/^ATS Score:/)).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`the dashboard's file imports are styled, labelled above, clear of their neighbours; a card's buttons keep one row at 1280 px (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await registerViaApi(request);
    await storeResume(request, account, 'Layout Person');
    await useSession(page, account);
    await page.goto('/dashboard');
    const box = async (locator: ReturnType<Page['locator']>) => {
      const b = await locator.boundingBox();
      if (!b) throw new Error('not laid out');
      return b;
    };
    const buttons = await box(page.getByRole('button', { name: 'Resume Form' }));
    const activity = await box(page.getByRole('region', { name: 'Recent Activity' }));
    for (const label of ['Import a resume (PDF or DOCX)', 'Import JSON Resume']) {
      const input = page.getByLabel(label);
      const text = await box(page.locator('label').filter({ hasText: label }));
      const field = await box(input);
      expect(text.y, `${label} under the button row`).toBeGreaterThanOrEqual(buttons.y + buttons.height);
      expect(text.y + text.height, `${label} above its picker`).toBeLessThanOrEqual(field.y);
      expect(activity.y - (field.y + field.height), `${label} apart from Recent Activity`).toBeGreaterThan(8);
      // The picker's button looks like the app's secondary buttons, not the browser's default.
      const picker = await input.evaluate((el) => {
        const s = getComputedStyle(el, '::file-selector-button');
        return { radius: s.borderTopLeftRadius, weight: s.fontWeight, background: s.backgroundColor };
      });
      expect(picker).toEqual({ radius: '10px', weight: '600', background: 'rgba(0, 0, 0, 0)' });
    }
    if (width === 1280) {
      const card = page.getByRole('article', { name: 'Resume Layout Person' });
      const score = await box(card.getByRole('button', { name: 'Score Resume' }));
      const remove = await box(card.getByRole('button', { name: 'Delete' }));
      expect(remove.y).toBe(score.y);
    }
  });
}

/** Word's page size of a downloaded .docx, in twentieths of a point. */
async function docxPage(download: Download) {
  const parts = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const [, width, height] =
    /<w:pgSz w:w="(\d+)" w:h="(\d+)"/.exec(strFromU8(parts['word/document.xml'] ?? new Uint8Array())) ?? [];
  return [Number(width), Number(height)];
}

/** The first page of a downloaded PDF, in points, rounded. */
async function pdfPage(download: Download) {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(await download.path())) });
  try {
    const page = (await parser.getInfo({ parsePageInfo: true })).pages?.[0] as {
      width: number;
      height: number;
    };
    return [Math.round(page.width), Math.round(page.height)];
  } finally {
    await parser.destroy();
  }
}

const LETTER_TWIPS = [12240, 15840];
const LETTER_POINTS = [612, 792];

test('one page-size choice applies to every download: the resume DOCX, and the cover letter PDF and .docx', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const account = await registerViaApi(request);
  await storeResume(request, account, 'Paper Person');
  await useSession(page, account);
  await page.goto('/dashboard');
  // Whatever the browser's locale suggests, the user picks US Letter once.
  const card = page.getByRole('article', { name: 'Resume Paper Person' });
  await card.getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Paper Person' });
  await dialog.getByLabel('Page size').selectOption({ label: 'US Letter' });
  const docx = await downloadFrom(page, () => dialog.getByRole('button', { name: 'Download DOCX' }).click());
  expect(await docxPage(docx)).toEqual(LETTER_TWIPS);

  // The cover letter page offers the same choice, already set, and both its files follow it.
  await page.goto('/generate-cover-letter');
  await page.getByLabel('Job Title').fill('Data Analyst');
  await page.getByLabel('Company Name').fill('Initech');
  await page.getByLabel('Your Name').fill('Paper Person');
  await page.getByLabel('Your Email').fill('paper@example.com');
  await page.getByLabel('Phone Number').fill('555-0199');
  await page.getByLabel('Paste Your Resume').fill('Analyst with five years of SQL reporting at Initrode.');
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await expect(page.getByTestId('cover-letter')).toContainText('Initech', { timeout: 60_000 });
  await expect(page.getByLabel('Page size')).toHaveValue('letter');
  const pdf = await downloadFrom(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(await pdfPage(pdf)).toEqual(LETTER_POINTS);
  const letterDocx = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Download .docx' }).click(),
  );
  expect(await docxPage(letterDocx)).toEqual(LETTER_TWIPS);
  // Back to A4 here is A4 on the resume's dialog too.
  await page.getByLabel('Page size').selectOption({ label: 'A4' });
  await page.goto('/dashboard');
  await card.getByRole('button', { name: 'Download' }).click();
  await expect(dialog.getByLabel('Page size')).toHaveValue('a4');
});
