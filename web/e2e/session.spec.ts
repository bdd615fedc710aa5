import { expect, test } from '@playwright/test';
import { registerViaApi, useSession } from './support';

test('inactivity: warning after 15 minutes, "I\'m still here" keeps the session, the countdown logs out', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await page.clock.install();
  await useSession(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });

  await page.clock.fastForward('14:00');
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('01:01');
  await expect(warning).toBeVisible();
  const before = await page.evaluate(() => localStorage.getItem('token'));
  await warning.getByRole('button', { name: "I'm still here" }).click();
  await expect(warning).toHaveCount(0);
  // The refresh stored a new token.
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(before);

  await page.clock.fastForward('15:01');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('02:01');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('"Log me out" ends the session at once', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await page.clock.install();
  await useSession(page, account);
  await page.goto('/settings');
  await page.clock.fastForward('15:01');
  await page.getByRole('button', { name: 'Log me out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
