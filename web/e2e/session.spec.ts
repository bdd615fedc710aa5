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

test('a session the server rejects mid-use (password changed elsewhere) goes to login with a clear message, then back', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await page.goto('/resume-editor');
  await page
    .getByLabel('Resume text')
    .fill('Jane Doe\nEngineer who builds web applications for small teams.');
  // Another device changes the password: the token this browser holds is revoked on the server.
  const changed = await request.post('/api/auth/change-password', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { currentPassword: account.password, newPassword: 'Another-Horse-43' },
  });
  expect(changed.ok()).toBe(true);

  await page.getByRole('button', { name: 'Enhance' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('Another-Horse-43');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/resume-editor$/);
  await expect(page.getByText('Session expired. Please log in again.')).toHaveCount(0);
});
