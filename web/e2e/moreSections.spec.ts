import { expect, test } from '@playwright/test';
import { docxText, downloadFrom, pdfText, registerViaApi, useSession } from './support';

// Issue 11 §1: the form holds what real resumes hold beyond SPEC's sections, and nothing entered is
// dropped: an education entry without a year is kept (and flagged), projects and languages reach the
// card, the preview, the PDF and the DOCX.
test('projects, languages and an undated education entry survive form → card → PDF and DOCX', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await useSession(page, await registerViaApi(request));
  await page.goto('/resume-form');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Company').fill('Analytical Engines Ltd');
  await page.getByLabel('Role').fill('Programmer');
  await page.getByLabel('Start Date').fill('1842');
  await page.getByLabel('Institution').fill('University of London');
  await page.getByLabel('Degree').fill('Mathematics (private tuition)');
  await page.getByRole('button', { name: 'Add Education' }).click();

  await page.getByText('More sections: projects').click();
  await page.getByLabel('Project Name').fill('Note G');
  await page
    .getByLabel('Project Highlights (one per line)')
    .fill('First published algorithm\nBernoulli numbers');
  await page.getByRole('button', { name: 'Add Project' }).click();
  await page.getByLabel('Language', { exact: true }).fill('French');
  await page.getByLabel('Level').fill('Fluent');
  await page.getByRole('button', { name: 'Add Language' }).click();

  const preview = page.frameLocator('iframe[title="Resume preview"]');
  await expect(preview.locator('body')).toContainText('Note G');
  await expect(preview.locator('body')).toContainText('French (Fluent)');

  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('resume-card').filter({ hasText: 'Ada Lovelace' });
  await expect(card.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(card.getByText('Note G')).toBeVisible();
  await expect(card.getByText('French (Fluent)')).toBeVisible();
  await expect(card.getByText('(missing: graduation year)')).toBeVisible();

  for (const format of ['PDF', 'DOCX'] as const) {
    await card.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloadFrom(page, () =>
      page.getByRole('button', { name: `Download ${format}` }).click(),
    );
    const text = format === 'PDF' ? await pdfText(download) : await docxText(download);
    for (const expected of ['Note G', 'Bernoulli numbers', 'French', 'University of London'])
      expect(text).toContain(expected);
  }
});
