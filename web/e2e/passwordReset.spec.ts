import { expect, test } from '@playwright/test';
import {
  expectNarrowScreenClean,
  loginViaApi,
  mailedLink,
  mailTo,
  registerViaApi,
  THEMES,
  uniqueEmail,
} from './support';

test('a forgotten password is reset through the mailed link, and the old session ends', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(/If an account exists for this address/);

  const link = mailedLink(await mailTo(request, account.email, /Reset your/), 'reset-password');
  await page.goto(link);
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New Password', { exact: true }).fill('Fresh-Start-2026');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Fresh-Start-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been reset. Please log in with your new password.',
  );

  // The session from before is signed out; the old password no longer works, the new one does.
  const refreshed = await request.post('/api/auth/refresh', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(refreshed.status()).toBe(401);
  expect(
    (
      await request.post('/api/auth/login', { data: { email: account.email, password: account.password } })
    ).status(),
  ).toBe(401);
  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('Fresh-Start-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link was single-use.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Another-Start-2026');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Another-Start-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid, has expired or was used already. Please ask for a new one.',
  );
  expect(await loginViaApi(request, account.email, 'Fresh-Start-2026')).toBeTruthy();
});

test('an unknown address gets the same answer as a registered one', async ({ page, request }) => {
  const nobody = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(/If an account exists for this address/);
  const bad = await request.post('/api/auth/forgot-password', { data: { email: 'not an address' } });
  expect(bad.status()).toBe(400);
});

for (const theme of THEMES) {
  test(`the reset screens are clean at 360 px in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    await expectNarrowScreenClean(page);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('narrow'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await expectNarrowScreenClean(page);
    await page.goto('/reset-password#token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    await page.getByLabel('New Password', { exact: true }).fill('Fresh-Start-2026');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Fresh-Start-2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNarrowScreenClean(page);
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(
      'This page opens from the link in a password-reset e-mail.',
    );
    await expectNarrowScreenClean(page);
  });
}
