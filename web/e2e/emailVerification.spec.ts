import { expect, type Page, test } from '@playwright/test';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '@rb/contracts';
import {
  expectNarrowScreenClean,
  mailedLink,
  mailTo,
  registerViaApi,
  storeResume,
  THEMES,
  useSession,
} from './support';

/** A new account that has not opened its verification mail, signed in on the dashboard with a resume. */
async function unverifiedOnDashboard(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const account = await registerViaApi(request, undefined, { verify: false });
  await storeResume(request, account, 'Vera Pending');
  // biome-ignore lint/correctness/useHookAtTopLevel: useSession signs a Playwright page in; it is no React hook
  await useSession(page, account);
  await page.goto('/dashboard');
  return account;
}

test('a new account works at once; its AI waits for the address, verified through the mailed link', async ({
  page,
  request,
}) => {
  const account = await unverifiedOnDashboard(page, request);
  const card = page.getByRole('article', { name: 'Resume Vera Pending' });
  await card.getByRole('button', { name: 'Enhance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: EMAIL_NOT_VERIFIED_MESSAGE })).toBeVisible();

  // The way out is beside the refusal: a new link, mailed.
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We have sent a new verification link' }),
  ).toBeVisible();
  await page.goto(mailedLink(await mailTo(request, account.email, /Verify your/), 'verify-email'));
  await expect(page.getByRole('status')).toHaveText(
    'Your e-mail address is verified. The AI features are yours to use.',
  );
  await expect(page).toHaveURL(/\/verify-email$/);

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await card.getByRole('button', { name: 'Enhance' }).click();
  // Enhance shows its changes line by line first; saving them makes the version.
  await card
    .getByRole('region', { name: 'Enhancement to review' })
    .getByRole('button', { name: /^Save/ })
    .click({ timeout: 60_000 });
  await expect(card.getByText('Enhanced: saved as version 2.')).toBeVisible({ timeout: 60_000 });

  await page.goto('/settings');
  await expect(page.getByTestId('email-verified')).toHaveText('Your address is verified.');
});

test('Settings says an address is not verified and mails a new link; a used link is refused', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, undefined, { verify: false });
  await useSession(page, account);
  await page.goto('/settings');
  await expect(page.getByTestId('email-verified')).toContainText('Your address is not verified yet.');
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: account.email })).toBeVisible();
  const link = mailedLink(await mailTo(request, account.email, /Verify your/), 'verify-email');
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('Your e-mail address is verified.');
  // Opened again, as from the mail in a new tab.
  const again = await page.context().newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toHaveText(
    'This verification link is invalid, has expired or was used already. Sign in and send a new one from Settings.',
  );
});

for (const theme of THEMES) {
  test(`the verification screens are clean at 360 px in the ${theme} theme`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 360, height: 740 });
    await unverifiedOnDashboard(page, request);
    await page
      .getByRole('article', { name: 'Resume Vera Pending' })
      .getByRole('button', { name: 'Enhance' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: EMAIL_NOT_VERIFIED_MESSAGE })).toBeVisible();
    await expectNarrowScreenClean(page);
    await page.goto('/settings');
    await expect(page.getByTestId('email-verified')).toBeVisible();
    await expectNarrowScreenClean(page);
    await page.goto('/verify-email');
    await expect(page.getByRole('alert')).toHaveText(
      'This page opens from the link in a verification e-mail.',
    );
    await expectNarrowScreenClean(page);
  });
}
