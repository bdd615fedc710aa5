import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNarrowScreenClean, PASSWORD, registerViaApi, THEMES, useSession } from './support';

/** The code the person's authenticator app shows `steps` periods of 30 s from now (each code works once). */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Settings → Two-factor authentication, set up as a person would: password, QR code, first code. */
async function turnOnTwoFactor(page: Page, afterScan?: () => Promise<void>) {
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await card.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(
    card.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
  ).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
  await afterScan?.();
  await card.getByLabel('6-digit code').fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('alert')).toContainText('That code is not right.');
  await card.getByLabel('6-digit code').fill(await codeAt(secret, 0));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Two-factor authentication is on. Save your recovery codes now: they are shown only once.',
  );
  const recoveryCodes = await card
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  return { card, secret, recoveryCodes };
}

test('TOTP: turned on in Settings with a QR code, asked for at login, and for deleting the account', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  const { card, secret, recoveryCodes } = await turnOnTwoFactor(page);
  await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(card.getByTestId('two-factor-state')).toHaveText(
    'Two-factor authentication is on: signing in asks for a code.',
  );

  // Signing in again: the password alone is not enough.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  );
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await page.getByLabel('Authentication code').fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Deleting the account asks for a code too; a recovery code does.
  await page.goto('/settings');
  const deletion = page.getByRole('region', { name: 'Delete account' });
  await deletion.getByRole('button', { name: 'Delete account' }).click();
  await deletion.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await deletion.getByLabel('Code from your app, or a recovery code').fill('zzzzz-zzzzz');
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(deletion.getByRole('alert')).toContainText('That code is not right.');
  await deletion.getByLabel('Code from your app, or a recovery code').fill(recoveryCodes[0] ?? '');
  await deletion.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Your account and all your data have been deleted.')).toBeVisible();
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: PASSWORD, code: await codeAt(secret, 2) },
  });
  expect(login.status()).toBe(401);
});

test('TOTP: turned off with the password and a code; then the password alone signs in', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  const { card, secret } = await turnOnTwoFactor(page);
  await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await card.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await card.getByLabel('Code from your app, or a recovery code').fill(await codeAt(secret, 1));
  await card.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(card.getByRole('status')).toHaveText('Two-factor authentication is off.');
  await expect(card.getByTestId('two-factor-state')).toContainText('Two-factor authentication is off.');
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
});

for (const theme of THEMES) {
  test(`the two-factor screens are clean at 360 px in the ${theme} theme`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await registerViaApi(request);
    await useSession(page, account);
    const { secret } = await turnOnTwoFactor(page, () => expectNarrowScreenClean(page));
    await expectNarrowScreenClean(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    await expectNarrowScreenClean(page);
    await page.getByLabel('Authentication code').fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings');
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    await expect(page.getByLabel('Code from your app, or a recovery code')).toHaveCount(2);
    await expectNarrowScreenClean(page);
  });
}
