import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import {
  type Account,
  docxText,
  downloadFrom,
  expectNarrowScreenClean,
  expectNoSeriousA11yViolations,
  narrowSession,
  pdfText,
  registerViaApi,
  THEMES,
  useSession,
} from './support';

const resumeData = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  linkedin: '',
  portfolio: '',
  summary: 'Mathematician who wrote the first published algorithm.',
  experience: [
    {
      company: 'Analytical Engine Project',
      role: 'Analyst',
      start_date: '1842',
      end_date: '1843',
      responsibilities: ['Translated and annotated the Menabrea paper'],
    },
  ],
  education: [{ institution: 'Private tutors', degree: 'Mathematics', graduation_year: '1835' }],
  skills: ['Mathematics', 'Algorithms'],
  certifications: [],
  languages: [{ name: 'French', level: 'Fluent' }],
  projects: [
    { name: 'Note G', description: 'Bernoulli numbers', link: '', start_date: '', end_date: '', bullets: [] },
  ],
};

async function storedResume(page: Page, account: Account): Promise<string> {
  const res = await page.request.post('/api/resume/generate', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { type: 'resume', jobDescription: '', resumeData },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { resume: { id: string } }).resume.id;
}

const card = (page: Page) => page.getByRole('article', { name: `Resume ${resumeData.name}` });

test('edit a stored resume into a new version, compare it, and restore the first', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await storedResume(page, account);
  await page.goto('/dashboard');
  await expect(card(page).getByText('Version 1', { exact: true })).toBeVisible();
  await card(page)
    .getByRole('link', { name: `Edit ${resumeData.name}` })
    .click();

  // Every section is prefilled, including our additions, and the live preview shows it.
  await expect(page.getByRole('heading', { name: 'Edit Resume (version 1)' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(resumeData.name);
  await expect(page.getByLabel('Summary')).toHaveValue(resumeData.summary);
  await expect(page.getByLabel('Company')).toHaveValue('Analytical Engine Project');
  await expect(page.getByRole('button', { name: /^Remove languages entry 1: French/ })).toBeVisible();
  const preview = page.frameLocator('iframe[title="Resume preview"]');
  // The preview's text, not its layout: Chromium may skip laying out a sandboxed (opaque-origin) frame
  // for a while, which made a visibility check of its contents fail now and then.
  await expect(preview.locator('body')).toContainText('Note G');

  await page.getByLabel('Summary').fill('Mathematician and first computer programmer.');
  await expect(preview.locator('body')).toContainText('first computer programmer');
  await page.getByRole('button', { name: 'Save New Version' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Resume "${resumeData.name}" saved as version 2.` }),
  ).toBeVisible();
  await expect(card(page).getByText('Version 2', { exact: true })).toBeVisible();

  await card(page).getByText('Version history').click();
  const history = card(page).getByRole('list', { name: `Versions of ${resumeData.name}` });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await card(page).getByRole('button', { name: 'Compare version 1 with current' }).click();
  const diff = card(page).locator('.version-diff');
  await expect(diff.getByText('Changes from version 1 to version 2: 2 lines')).toBeVisible();
  await expect(diff.locator('.diff-removed')).toHaveText([
    /Mathematician who wrote the first published algorithm\./,
  ]);
  await expect(diff.locator('.diff-added')).toHaveText([/Mathematician and first computer programmer\./]);
  await expectNoSeriousA11yViolations(page);

  await card(page).getByRole('button', { name: 'Preview version 1' }).click();
  const old = card(page).frameLocator('iframe[title="Preview of version 1"]');
  await expect(old.getByText(resumeData.summary)).toBeVisible();

  await card(page).getByRole('button', { name: 'Restore version 1' }).click();
  await expect(card(page).getByText('Version 3', { exact: true })).toBeVisible();
  // Exact: the ATS panel quotes the summary as evidence too.
  await expect(card(page).getByText(resumeData.summary, { exact: true })).toBeVisible();
  await card(page).getByText('Version history').click();
  await expect(card(page).getByText(/Version 3.*\(current\).*Restored/)).toBeVisible();
});

test('enhance makes a new version and undo goes back to the one before', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await storedResume(page, account);
  await page.goto('/dashboard');
  await card(page).getByRole('button', { name: 'Enhance' }).click();
  // Nothing is saved until the user has seen the changes, line by line, and saved their choice.
  const choices = card(page).getByRole('region', { name: 'Enhancement to review' });
  await expect(choices).toContainText('Built-in writing assistant; no AI provider configured');
  await expect(card(page).getByText('Version 1', { exact: true })).toBeVisible();
  await choices.getByRole('button', { name: /^Save/ }).click();
  await expect(card(page).getByText('Enhanced: saved as version 2.')).toBeVisible();
  await expect(card(page).getByText('Version 2', { exact: true })).toBeVisible();
  // What the enhancement did is shown on the card: the lines it changed (or that none needed it); what
  // is still worth fixing is the card's review of the new version, never written into the resume.
  const report = card(page).getByRole('region', { name: 'Enhancement result' });
  await expect(
    report.getByRole('list', { name: 'Changed lines' }).or(report.getByText('No line needed rewording.')),
  ).toBeVisible();
  // The choice appears under the card's buttons: it is brought into view, not left below the fold.
  await expect(card(page).getByRole('button', { name: 'Keep' })).toBeInViewport({ ratio: 1 });
  const review = card(page).getByTestId('review');
  await review.locator('summary').click();
  await expect(
    review.getByRole('listitem').filter({ hasText: 'Add a measurable result (a number, percentage' }),
  ).toContainText('Menabrea paper');
  await expectNoSeriousA11yViolations(page);
  await card(page).getByRole('button', { name: 'Undo' }).click();
  await expect(card(page).getByText('Version 3', { exact: true })).toBeVisible();
  await expect(card(page).getByText('Enhanced: saved as version 2.')).toHaveCount(0);
  await expect(report).toHaveCount(0);
  // The text changing back is easy to miss: the card says what the undo did.
  await expect(card(page).getByRole('status').filter({ hasText: 'Undone' })).toHaveText(
    'Undone: version 3 restores version 1.',
  );
  // Exact: the ATS panel quotes the summary as evidence too.
  await expect(card(page).getByText(resumeData.summary, { exact: true })).toBeVisible();
  await card(page).getByText('Version history').click();
  await expect(card(page).getByText(/Version 3.*\(current\).*Restored/)).toBeVisible();
  await expect(card(page).getByText(/Version 2.*Enhanced with AI/)).toBeVisible();
});

test('enhance shows each changed line with its reason; a rejected line is saved as it was, and undo stays', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  const res = await page.request.post('/api/resume/generate', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      type: 'resume',
      jobDescription: '',
      resumeData: {
        ...resumeData,
        experience: [
          {
            company: 'Analytical Engine Project',
            role: 'Analyst',
            start_date: '1842',
            end_date: '1843',
            responsibilities: ['Manage the translation of 3 papers', 'Lead 2 reviews of Note G'],
          },
        ],
      },
    },
  });
  expect(res.status()).toBe(201);
  await page.goto('/dashboard');
  await card(page).getByRole('button', { name: 'Enhance' }).click();
  const choices = card(page).getByRole('region', { name: 'Enhancement to review' });
  const manage = choices.getByRole('listitem').filter({ hasText: 'Manage the translation of 3 papers' });
  const lead = choices.getByRole('listitem').filter({ hasText: 'Lead 2 reviews of Note G' });
  await expect(manage).toContainText('“Manage” → “Managed”: past tense, as the role has ended');
  await expect(lead).toContainText('Led 2 reviews of Note G');
  // Every change is kept by default; the user rejects one with the keyboard.
  await expect(manage.getByRole('checkbox', { name: 'Keep' })).toBeChecked();
  await lead.getByRole('checkbox', { name: 'Keep' }).focus();
  await page.keyboard.press('Space');
  await expect(lead.getByRole('checkbox', { name: 'Keep' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await choices.getByRole('button', { name: /^Save with \d+ of \d+ changes$/ }).click();
  await expect(card(page).getByText('Enhanced: saved as version 2.')).toBeVisible();
  // The card's bullets (ids by role and line): the rejected line as written, the kept one rewritten.
  const bullet = (line: number) => card(page).locator(`li[id$="-experience-0-${line}"]`);
  await expect(bullet(1)).toHaveText('Lead 2 reviews of Note G');
  await expect(bullet(0)).toHaveText(/^Managed the translation of 3 papers/);
  await card(page).getByRole('button', { name: 'Undo' }).click();
  await expect(bullet(0)).toHaveText('Manage the translation of 3 papers');
});

test('delete asks first in a native dialog, and Cancel keeps the resume', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await storedResume(page, account);
  await page.goto('/dashboard');
  await card(page).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${resumeData.name}?` });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d instanceof HTMLDialogElement && d.matches(':modal'))).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page)).toBeVisible();
  await card(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page)).toHaveCount(0);
});

for (const theme of THEMES) {
  test(`the edit form and history have no serious axe violations (${theme}, 360 px)`, async ({
    page,
    request,
  }) => {
    const account = await narrowSession(page, request, theme);
    const id = await storedResume(page, account);
    await page.goto(`/resume-form/${id}`);
    await expect(page.getByLabel('Full Name')).toHaveValue(resumeData.name);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/dashboard');
    await card(page).getByText('Version history').click();
    await expect(card(page).getByText(/Version 1.*\(current\)/)).toBeVisible();
    await expectNarrowScreenClean(page);
  });
}

test('a version exported as JSON Resume imports back as a new resume with the same content', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await storedResume(page, account);
  await page.goto('/dashboard');
  await card(page).getByText('Version history').click();
  const download = await downloadFrom(page, () =>
    card(page).getByRole('button', { name: 'Export version 1 as JSON Resume' }).click(),
  );
  expect(download.suggestedFilename()).toBe('Ada Lovelace-resume-v1.json');
  const file = await download.path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { basics: { name: string } };
  expect(exported.basics.name).toBe(resumeData.name);
  await page.getByLabel('Import JSON Resume').setInputFiles(file);
  await expect(
    page.getByRole('status').filter({ hasText: `Resume "${resumeData.name}" imported.` }),
  ).toBeVisible();
  await expect(card(page)).toHaveCount(2);
  const [first, second] = [card(page).first(), card(page).last()];
  for (const one of [first, second]) {
    await expect(one.getByText(resumeData.summary)).toBeVisible();
    await expect(one.getByText('Analytical Engine Project')).toBeVisible();
  }
  await page.getByLabel('Import JSON Resume').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"basics": {"email": 42}}'),
  });
  await expect(page.getByRole('alert')).toContainText('Not a valid JSON Resume: basics.email');
  await expectNoSeriousA11yViolations(page);
});

test('tailor to the scored job: before/after scores, evidenced additions only, kept, and applied with', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await storedResume(page, account);
  await page.goto('/dashboard');
  const posting =
    'Research analyst. Required: mathematics, algorithms and Python. Nice to have: statistics and translation.';
  await card(page).getByLabel('Job description').fill(posting);
  await card(page).getByRole('button', { name: 'Score Resume' }).click();
  await expect(card(page).getByText(/^ATS Score:/)).toBeVisible();
  await card(page).getByRole('button', { name: 'Tailor to this job' }).click();
  const report = card(page).getByRole('region', { name: 'Tailoring result' });
  await expect(report.getByText(/ATS Score before: \d+% → after: \d+%/)).toBeVisible();
  await expect(card(page).getByText('Tailored: saved as version 2.')).toBeVisible();
  // Every added term is shown with the line of the resume that evidences it; none is invented.
  const added = report.getByRole('list', { name: 'Added terms' }).getByRole('listitem');
  for (const text of await added.allTextContents()) {
    const [term, evidence] = [text.split(',')[0] ?? '', text.split('“')[1] ?? ''];
    expect(evidence.toLowerCase()).toContain(term.toLowerCase());
  }
  await expect(report.getByRole('list', { name: 'Still missing keywords' })).toContainText('python');
  await expect(card(page).getByText('Python', { exact: true })).toHaveCount(0);
  await card(page).getByRole('button', { name: 'Keep' }).click();
  await expect(card(page).getByText('Tailored: saved as version 2.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The tailored version goes to a job: it shows in the applications list with its score and status.
  const after = (await report.getByText(/ATS Score before/).textContent())?.match(/after: (\d+)%/)?.[1];
  await card(page).getByLabel('Applied to (company)').fill('Difference Engines Ltd');
  await card(page).getByLabel('Job title applied for').fill('Research Analyst');
  await card(page).getByRole('button', { name: 'Record application' }).click();
  await expect(card(page).getByText('Application recorded with version 2.')).toBeVisible();
  const applications = page.getByRole('region', { name: 'Applications' });
  const row = applications.getByRole('row', { name: /Difference Engines Ltd/ });
  await expect(row).toContainText('Research Analyst');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await expect(row.getByRole('cell').nth(4)).toHaveText(`${after}%`);
  const status = row.getByLabel('Status of Research Analyst at Difference Engines Ltd');
  await status.selectOption('interview');
  await page.reload();
  await expect(page.getByLabel('Status of Research Analyst at Difference Engines Ltd')).toHaveValue(
    'interview',
  );
  await expectNoSeriousA11yViolations(page);

  // A cover letter written for the application is kept with it: the row opens that same letter later.
  const target = 'Research Analyst at Difference Engines Ltd';
  await page.getByRole('button', { name: `Write letter for ${target}` }).click();
  const letter = page.getByRole('dialog', { name: `Cover letter for ${target}` });
  await expect(letter).toContainText('Difference Engines Ltd');
  await expect(letter).toContainText('for version 2');
  const written = await letter.locator('.output').textContent();
  await letter.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('button', { name: `View letter for ${target}` }).click();
  await expect(
    page.getByRole('dialog', { name: `Cover letter for ${target}` }).locator('.output'),
  ).toHaveText(written ?? '');
  await expectNoSeriousA11yViolations(page);
});

/** Records an application of the stored resume's version 1 and has a cover letter kept with it. */
async function keptLetter(page: Page, account: Account, company: string, role: string) {
  const id = await storedResume(page, account);
  const headers = { Authorization: `Bearer ${account.token}` };
  const recorded = await page.request.post('/api/applications', {
    headers,
    data: { resumeId: id, version: 1, company, role },
  });
  const { application } = (await recorded.json()) as { application: { id: string } };
  const written = await page.request.post(`/api/applications/${application.id}/cover-letters`, {
    headers,
    data: {},
  });
  expect(written.status()).toBe(201);
}

test("a kept cover letter downloads as PDF and .docx from its dialog, signed with the version's name", async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await keptLetter(page, account, 'Babbage & Co', 'Analyst');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'View letter for Analyst at Babbage & Co' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cover letter for Analyst at Babbage & Co' });
  const pdf = await downloadFrom(page, () => dialog.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.suggestedFilename()).toBe('Cover_Letter_Ada_Lovelace.pdf');
  const pdfWords = (await pdfText(pdf)).replace(/\s+/g, ' ');
  expect(pdfWords).toContain('Babbage & Co');
  expect(pdfWords).toContain('Ada Lovelace');
  const docx = await downloadFrom(page, () => dialog.getByRole('button', { name: 'Download .docx' }).click());
  expect(docx.suggestedFilename()).toBe('Cover_Letter_Ada_Lovelace.docx');
  expect(await docxText(docx)).toContain('Babbage & Co');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

for (const theme of THEMES) {
  test(`the applications list and a kept cover letter have no serious axe violations (${theme}, 360 px)`, async ({
    page,
    request,
  }) => {
    const account = await narrowSession(page, request, theme);
    await keptLetter(page, account, 'Babbage & Co', 'Analyst');
    await page.goto('/dashboard');
    // Each application is a card at 360 px: its status and letter are on screen, not scrolled off sideways.
    const applications = page.getByRole('region', { name: 'Applications' });
    const hidden = await applications
      .locator('.table-wrap')
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(hidden).toBeLessThanOrEqual(0);
    await expect(applications.getByRole('cell', { name: 'Babbage & Co', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'View letter for Analyst at Babbage & Co' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Cover letter for Analyst at Babbage & Co' }),
    ).toContainText('Babbage & Co');
    await expectNarrowScreenClean(page);
  });
}

test('tailor makes a new version and undo goes back to the one before', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await storedResume(page, account);
  await page.goto('/dashboard');
  await card(page).getByLabel('Job description').fill('Analyst role: mathematics, algorithms, translation.');
  await card(page).getByRole('button', { name: 'Score Resume' }).click();
  await expect(card(page).getByText(/^ATS Score:/)).toBeVisible();
  await card(page).getByRole('button', { name: 'Tailor to this job' }).click();
  await expect(card(page).getByText('Tailored: saved as version 2.')).toBeVisible();
  await expect(card(page).getByText('Version 2', { exact: true })).toBeVisible();
  await card(page).getByRole('button', { name: 'Undo' }).click();
  await expect(card(page).getByText('Version 3', { exact: true })).toBeVisible();
  await expect(card(page).getByText('Tailored: saved as version 2.')).toHaveCount(0);
  await expect(card(page).getByRole('region', { name: 'Tailoring result' })).toHaveCount(0);
  // Exact: the ATS panel quotes the summary as evidence too.
  await expect(card(page).getByText(resumeData.summary, { exact: true })).toBeVisible();
  await card(page).getByText('Version history').click();
  await expect(card(page).getByText(/Version 3.*\(current\).*Restored/)).toBeVisible();
  await expect(card(page).getByText(/Version 2.*Tailored to a job/)).toBeVisible();
});

test.describe('in an en-US browser', () => {
  test.use({ locale: 'en-US' });

  test('the download dialog offers A4 and US Letter (default by locale) and the PDF has that size, a title and an author', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request);
    await useSession(page, account);
    await storedResume(page, account);
    await page.goto('/dashboard');
    const sizes = { a4: [595.28, 841.89], letter: [612, 792] } as const;
    for (const [label, size] of [
      ['A4', 'a4'],
      ['US Letter', 'letter'],
    ] as const) {
      await card(page).getByRole('button', { name: 'Download' }).click();
      const dialog = page.getByRole('dialog', { name: `Download ${resumeData.name}` });
      // The test browser's locale is en-US: Letter by default.
      if (label === 'A4') await expect(dialog.getByLabel('Page size')).toHaveValue('letter');
      await dialog.getByLabel('Page size').selectOption({ label });
      const download = await downloadFrom(page, () =>
        dialog.getByRole('button', { name: 'Download PDF' }).click(),
      );
      const parser = new PDFParse({ data: new Uint8Array(readFileSync(await download.path())) });
      const info = await parser.getInfo({ parsePageInfo: true });
      const text = (await parser.getText()).text;
      await parser.destroy();
      const first = info.pages?.[0] as { width: number; height: number };
      expect(Math.abs(first.width - sizes[size][0])).toBeLessThan(1);
      expect(Math.abs(first.height - sizes[size][1])).toBeLessThan(1);
      expect(info.info?.Title).toBe(resumeData.name);
      expect(info.info?.Author).toBe(resumeData.name);
      // Every section reaches the PDF, our additions included.
      for (const value of ['Note G', 'French', 'Translated and annotated the Menabrea paper'])
        expect(text).toContain(value);
    }
  });
});
