import { expect, test } from '@playwright/test';
import { adminAccount, loginViaApi, PASSWORD, registerViaApi, uniqueEmail, useSession } from './support';

test('register through the four-step legal modal; the admin log shows the four acceptances', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  const modal = page.getByRole('dialog');
  const titles = ['Terms of Service', 'Privacy Policy', 'Disclaimer', 'End User License Agreement'];
  for (const [i, title] of titles.entries()) {
    await expect(modal.getByText(`Step ${i + 1} of 4: ${title}`)).toBeVisible();
    await expect(modal.getByText('Error loading document.')).toHaveCount(0);
    const next = modal.getByRole('button', { name: i === 3 ? 'Agree & Continue' : 'Next' });
    await expect(next).toBeDisabled();
    const box = modal.getByRole('checkbox');
    await box.check();
    if (i === 1) {
      // Enter on the ticked box advances too (SPEC §4).
      await box.press('Enter');
    } else {
      await next.click();
    }
  }
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  // Registered users are logged in; /login forwards them to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();

  const admin = await adminAccount(request);
  await useSession(page, admin);
  await page.goto('/admin');
  const rows = page.getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(4);
  for (const doc of ['tos', 'privacy', 'disclaimer', 'eula']) {
    await expect(rows.filter({ hasText: doc })).toContainText('2025-03-26');
  }
});

test('"I Do Not Agree" leaves the registration for the home page', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'I Do Not Agree' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Build Your Perfect Resume' })).toBeVisible();
});

test('login shows the overlay, rejects bad credentials, and logout ends the session', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();

  await page.route('**/api/auth/login', async (route) => {
    // Hold the reply until the overlay has been seen.
    await expect(page.getByText('Logging in...')).toBeVisible();
    await route.continue();
  });
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBe(account.email);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveClass(/active/);
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  // The server ended the session too: a copy of the token taken before logout is refused (a call that
  // does not rotate the token, so only the revocation can make it fail).
  await expect
    .poll(async () =>
      (await request.get('/api/resume/list', { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
});

test('guards send visitors to /login and back to where they were going', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('username')).toHaveText(account.email);

  // A logged-in user who opens /login goes to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the admin guard: no session → /login, a non-admin → /dashboard, an admin sees the panel', async ({
  page,
  request,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);

  const user = await registerViaApi(request);
  await useSession(page, user);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);

  const admin = await adminAccount(request);
  await useSession(page, admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }),
  ).toHaveClass(/active/);
});

test('change password, then log in with the new one', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await page.goto('/settings');
  const newPassword = 'Another-Strong-77';
  await page.getByLabel('Current Password', { exact: true }).fill(account.password);
  // The server's 400 is shown in the words of the rule, not the API's field-naming text.
  await page.getByLabel('New Password', { exact: true }).fill('short1');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('short1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.', { exact: true })).toBeVisible();
  await expect(page.getByText(/Invalid request/)).toHaveCount(0);

  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill('mismatch-000');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New passwords do not match.')).toBeVisible();

  const field = page.getByLabel('New Password', { exact: true });
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show New Password', exact: true }).click();
  await expect(field).toHaveAttribute('type', 'text');

  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /updated|changed/i })).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

  // The change revokes older tokens; the page keeps the fresh one, so the session goes on working.
  await page.goto('/dashboard');
  await expect(page.getByText('No resumes found.')).toBeVisible();
  await expect(page.getByText('Session expired. Please log in again.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await loginViaApi(request, account.email, newPassword)).toBeTruthy();
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
