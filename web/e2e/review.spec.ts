import { expect, type Page, test } from '@playwright/test';
import {
  type Account,
  expectNarrowScreenClean,
  narrowSession,
  registerViaApi,
  THEMES,
  useSession,
} from './support';

/** A resume of our own with defects a recruiter would flag: a present-tense verb in an ended role, a template's sample school. */
const resumeData = {
  name: 'Rosa Quintero',
  email: 'rosa.quintero@fastmail.com',
  phone: '+1 206 301 4411',
  summary: 'Payroll accountant who closes the books on time.',
  experience: [
    {
      company: 'Larkspur Freight',
      role: 'Payroll Accountant',
      start_date: '2019',
      end_date: '2023',
      responsibilities: ['Manage payroll for 240 drivers in 3 states', 'Cut payroll errors by 40% in a year'],
    },
  ],
  education: [{ institution: 'XYZ University', degree: 'BS Accounting', graduation_year: '2018' }],
  skills: ['NetSuite', 'Excel'],
  certifications: [],
};

async function storedResume(page: Page, account: Account): Promise<void> {
  const res = await page.request.post('/api/resume/generate', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { type: 'resume', jobDescription: '', resumeData },
  });
  expect(res.status()).toBe(201);
}

const card = (page: Page) => page.getByRole('article', { name: `Resume ${resumeData.name}` });

test('the card reviews its resume: a count, findings linked to their lines, and a one-click fix', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await storedResume(page, account);
  await page.goto('/dashboard');
  const review = card(page).getByTestId('review');
  // Two important findings (the tense, the sample school) among the suggestions.
  await expect(review.locator('summary')).toHaveText(/^\d+ findings, 2 important$/);
  await review.locator('summary').focus();
  await page.keyboard.press('Enter');
  const tense = review.getByRole('listitem').filter({ hasText: 'This role has ended' });
  await expect(tense).toContainText('“Manage” is in the present tense');
  await tense.getByRole('link').click();
  const bullet = card(page)
    .getByRole('listitem')
    .filter({ hasText: 'Manage payroll for 240 drivers' })
    .first();
  await expect(bullet).toBeFocused();
  await tense.getByRole('button', { name: 'Fix: write “Managed”' }).click();
  await expect(card(page).getByText('Managed payroll for 240 drivers in 3 states')).toBeVisible();
  await expect(card(page).getByText('Version 2')).toBeVisible();
  await expect(review.locator('summary')).toHaveText(/^\d+ findings, 1 important$/);
});

for (const theme of THEMES) {
  test(`the review on the card is clean at 360 px in the ${theme} theme`, async ({ page, request }) => {
    const account = await narrowSession(page, request, theme);
    await storedResume(page, account);
    await page.goto('/dashboard');
    const review = card(page).getByTestId('review');
    await review.locator('summary').click();
    await expect(review.getByRole('listitem').first()).toBeVisible();
    await expectNarrowScreenClean(page);
  });
}

test('the editor says which engine wrote the text and lists its review, each finding leading to its line', async ({
  page,
  request,
}) => {
  await useSession(page, await registerViaApi(request));
  await page.goto('/resume-editor');
  await page
    .getByLabel('Resume text')
    .fill(
      [
        'Rosa Quintero',
        'rosa.quintero@fastmail.com',
        'Experience',
        'Larkspur Freight',
        'Payroll Accountant Jan 2019 - Mar 2023',
        '• Reconciled the payroll ledger every month',
        'Skills',
        'NetSuite, Excel',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Enhance' }).click();
  await expect(page.getByText('Built-in writing assistant; no AI provider configured')).toBeVisible({
    timeout: 60_000,
  });
  const review = page.getByTestId('findings');
  await expect(review.getByRole('heading')).toHaveText(/^Review: \d+ findings?/);
  const result = review.getByRole('listitem').filter({ hasText: 'Add a measurable result' });
  await result.getByRole('link').click();
  await expect(
    page
      .getByTestId('enhanced-text')
      .getByRole('listitem')
      .filter({ hasText: 'the payroll ledger every month' }),
  ).toBeFocused();
});

for (const theme of THEMES) {
  test(`enhance's line-by-line choice is clean at 360 px in the ${theme} theme`, async ({
    page,
    request,
  }) => {
    const account = await narrowSession(page, request, theme);
    await storedResume(page, account);
    await page.goto('/dashboard');
    await card(page).getByRole('button', { name: 'Enhance' }).click();
    const choices = card(page).getByRole('region', { name: 'Enhancement to review' });
    await expect(choices.getByRole('checkbox', { name: 'Keep' }).first()).toBeChecked();
    await expectNarrowScreenClean(page);
  });
}
