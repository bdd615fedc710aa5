import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { corpusDir, docxText, downloadFrom, hasCorpus, pdfText, registerViaApi, useSession } from './support';

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await registerViaApi(request));
  await page.goto('/resume-editor');
});

test('rejects other formats and asks for a resume before enhancing', async ({ page }) => {
  await page.getByLabel('Upload Document').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('Unsupported file format. Please upload a PDF or DOCX.')).toBeVisible();
  await page.getByRole('button', { name: 'Summarize' }).click();
  await expect(page.getByText('Please upload and parse a resume first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
});

test('a broken DOCX is reported', async ({ page }) => {
  await page.getByLabel('Upload Document').setInputFiles({
    name: 'broken.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('this is not a zip file'),
  });
  await expect(page.getByText('Failed to parse DOCX. Please try again.')).toBeVisible();
});

test('a DOCX bomb is refused before it is unpacked, with a readable message', async ({ page }) => {
  // 70 MB of XML in a small ZIP: it used to hold the reader for its whole 20 s limit.
  const run = '<w:p><w:r><w:t>bomb</w:t></w:r></w:p>';
  const bomb = zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8(`<w:document><w:body>${run.repeat(2_000_000)}</w:body></w:document>`),
  });
  await page.getByLabel('Upload Document').setInputFiles({
    name: 'bomb.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(bomb),
  });
  await expect(
    page.getByText('This DOCX unpacks to too much content to read. Please upload a smaller file.'),
  ).toBeVisible({ timeout: 4000 });
});

test('Enhance shows its changes line by line; a rejected one stays as written in the enhanced text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page
    .getByLabel('Resume text')
    .fill(
      [
        'Jane Roe',
        'jane@example.org',
        '',
        'Experience',
        'Payroll Clerk, Northwind Traders, 2018 - 2021',
        '- Manage the payroll for 40 staff',
        '- Reconciled 12 bank accounts every month',
        '',
        'Education',
        'BSc Accounting, University of Leeds, 2017',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Enhance' }).click();
  const choices = page.getByRole('region', { name: 'Enhancement to review' });
  await expect(choices).toBeVisible({ timeout: 60_000 });
  await expect(choices.getByText('Past tense, as the role has ended', { exact: false })).toBeVisible();
  const enhanced = page.getByTestId('enhanced-text');
  // Every change is kept until the user says otherwise.
  await expect(enhanced).toContainText('Managed the payroll for 40 staff');
  // The summary written from the same line says "managed" too: the line is the one changed from "Manage".
  const line = choices.getByRole('listitem').filter({ hasText: 'Before: Manage the payroll' });
  await line.getByRole('checkbox', { name: 'Keep' }).uncheck();
  await choices.getByRole('button', { name: /^Use \d+ of \d+ changes$/ }).click();
  await expect(choices).toHaveCount(0);
  await expect(enhanced).toContainText('Manage the payroll for 40 staff');
  await expect(enhanced).not.toContainText('Managed the payroll');
  await expect(enhanced).toContainText('Reconciled 12 bank accounts every month');
});

test.describe('with the corpus', () => {
  test.skip(!hasCorpus, 'corpus folder ../shared/corpus/resumes is absent');

  test('upload a PDF (server) and Enhance, then download both formats', async ({ page }) => {
    test.setTimeout(150_000);
    await page.getByLabel('Upload Document').setInputFiles(join(corpusDir, 'openresume-john-doe.pdf'));
    const text = page.getByLabel('Resume text');
    await expect(text).toHaveValue(/John Doe/i, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Enhance' }).click();
    const enhanced = page.getByTestId('enhanced-text');
    await expect(enhanced).not.toBeEmpty({ timeout: 60_000 });
    await expect(enhanced).toContainText('John Doe');

    const pdf = await downloadFrom(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBody = await pdfText(pdf);
    expect(pdfBody).toContain('John Doe');
    // Advice travels beside the text: no prompt ever reaches the downloaded file.
    expect(pdfBody).not.toMatch(/\[[^\]]*\]|measurable result/i);
    const docx = await downloadFrom(page, () => page.getByRole('button', { name: 'Download DOCX' }).click());
    expect(docx.suggestedFilename()).toMatch(/\.docx$/);
    expect(await docxText(docx)).toContain('John Doe');

    await page.getByRole('button', { name: 'Clear Editor' }).click();
    await expect(text).toHaveValue('');
    await expect(enhanced).toHaveCount(0);
  });

  test('a cover letter uploaded as a resume is flagged, and its text still loaded', async ({ page }) => {
    test.setTimeout(120_000);
    await page
      .getByLabel('Upload Document')
      .setInputFiles(join(corpusDir, 'negative-awesomecv-coverletter.pdf'));
    await expect(page.getByLabel('Resume text')).not.toHaveValue('', { timeout: 60_000 });
    await expect(page.getByTestId('upload-notice')).toContainText('does not look like a resume');
    await page.getByLabel('Upload Document').setInputFiles(join(corpusDir, 'openresume-john-doe.pdf'));
    await expect(page.getByLabel('Resume text')).toHaveValue(/John Doe/i, { timeout: 60_000 });
    await expect(page.getByTestId('upload-notice')).toHaveCount(0);
  });

  test('upload a DOCX (read in the browser) and Summarize', async ({ page }) => {
    await page.getByLabel('Upload Document').setInputFiles(join(corpusDir, 'jj-resume10-hr-generalist.docx'));
    const text = page.getByLabel('Resume text');
    await expect(text).not.toHaveValue('');
    expect((await text.inputValue()).length).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Summarize' }).click();
    await expect(page.getByTestId('enhanced-text')).not.toBeEmpty({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Download DOCX' })).toBeVisible();
  });

  test('a lost reply is recovered from GET /api/jobs/:id', async ({ page }) => {
    await page.getByLabel('Upload Document').setInputFiles(join(corpusDir, 'jj-resume10-hr-generalist.docx'));
    await expect(page.getByLabel('Resume text')).not.toHaveValue('');
    let recovered = false;
    page.on('request', (r) => {
      if (/\/api\/jobs\/[0-9a-f-]{36}$/.test(r.url())) recovered = true;
    });
    // The server does the work, but the browser never sees the reply.
    await page.route('**/api/openai/expand-editor', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Enhance' }).click();
    await expect(page.getByTestId('enhanced-text')).not.toBeEmpty({ timeout: 60_000 });
    expect(recovered).toBe(true);
  });
});
