import { expect, test } from '@playwright/test';
import { docxText, downloadFrom, pdfText, registerViaApi, useSession } from './support';

test('generate a cover letter and download it as PDF and DOCX', async ({ page, request }) => {
  test.setTimeout(120_000);
  await useSession(page, await registerViaApi(request));
  await page.goto('/generate-cover-letter');
  await page.getByLabel('Job Title').fill('Data Analyst');
  await page.getByLabel('Company Name').fill('Initech');
  await page.getByLabel('Your Name').fill('Peter Gibbons');
  await page.getByLabel('Your Email').fill('peter@example.com');
  await page.getByLabel('Phone Number').fill('555-0199');
  await page
    .getByLabel('Paste Your Resume')
    .fill(
      'Analyst with five years of SQL reporting and dashboard work at Initrode, cutting report time by 40%.',
    );
  await page.getByLabel('Focus Areas (comma separated)').fill('SQL, reporting');
  const length = page.getByLabel('Length Preference');
  await expect(length).toHaveValue('Concise');
  await expect(length.locator('option')).toHaveText([
    'Short (Concise)',
    'Standard Length',
    'Long (Detailed)',
  ]);
  await length.selectOption('Standard');
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  const letter = page.getByTestId('cover-letter');
  await expect(letter).toContainText('Initech', { timeout: 60_000 });

  const pdf = await downloadFrom(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  expect(pdf.suggestedFilename()).toBe('Cover_Letter_Peter_Gibbons.pdf');
  expect(await pdfText(pdf)).toContain('Initech');
  const docx = await downloadFrom(page, () => page.getByRole('button', { name: 'Download .docx' }).click());
  expect(docx.suggestedFilename()).toBe('Cover_Letter_Peter_Gibbons.docx');
  expect(await docxText(docx)).toContain('Initech');
});
