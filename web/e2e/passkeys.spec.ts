import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNarrowScreenClean, PASSWORD, registerViaApi, THEMES, useSession } from './support';

/**
 * Chromium's DevTools virtual authenticator: a platform authenticator with user verification that
 * answers every WebAuthn request of this page at once, as a phone's fingerprint reader would.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function addPasskey(page: Page) {
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await card.getByRole('button', { name: 'Create passkey' }).click();
  await expect(card.getByRole('status')).toHaveText('Passkey added. You can now sign in with it.');
  await expect(card.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
  return card;
}

async function signOutHere(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
}

test('a passkey added in Settings signs in without a password, and no longer once removed', async ({
  page,
  request,
}) => {
  const authenticator = await virtualAuthenticator(page);
  const account = await registerViaApi(request);
  await useSession(page, account);
  await addPasskey(page);
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);

  await signOutHere(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByTestId('username')).toHaveText(account.email);
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByRole('listitem')).toContainText('last used');

  await card.getByRole('button', { name: /^Remove the passkey from/ }).click();
  await expect(card.getByRole('status')).toHaveText('Passkey removed.');
  await signOutHere(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That passkey could not sign you in. Please try again or use your password.',
  );
});

test('a passkey stands in for the authenticator code after the password', async ({ page, request }) => {
  await virtualAuthenticator(page);
  const account = await registerViaApi(request);
  await useSession(page, account);
  await addPasskey(page);
  const headers = { Authorization: `Bearer ${account.token}` };
  const setup = await request.post('/api/auth/totp/setup', { headers, data: { password: PASSWORD } });
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/api/auth/totp/enable', {
    headers,
    data: { code: await generate({ secret }) },
  });
  expect(enabled.status()).toBe(200);

  await signOutHere(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const theme of THEMES) {
  test(`the passkey screens are clean at 360 px in the ${theme} theme`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 360, height: 740 });
    await virtualAuthenticator(page);
    const account = await registerViaApi(request);
    await useSession(page, account);
    await addPasskey(page);
    await expectNarrowScreenClean(page);
    await signOutHere(page);
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expectNarrowScreenClean(page);
  });
}
