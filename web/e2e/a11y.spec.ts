import { expect, type Page, test } from '@playwright/test';
import { adminAccount, expectNoSeriousA11yViolations, registerViaApi, useSession } from './support';

// content.spec.ts runs axe on every tutorial in both themes; here two stand for their shared layout.
const tutorials = ['tutorial', 'build-resume-from-scratch'];
const publicRoutes = [
  '/',
  '/login',
  '/policies',
  '/features',
  '/legal',
  '/help-center',
  '/help-center/faq',
  '/no-such-page',
  ...tutorials.map((t) => `/help-center/${t}`),
];
const privateRoutes = ['/dashboard', '/resume-form', '/resume-editor', '/generate-cover-letter', '/settings'];

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#main')).not.toBeEmpty();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('public routes have no serious or critical axe violations', async ({ page }) => {
      test.setTimeout(240_000);
      for (const path of publicRoutes) {
        await settle(page, path);
        await expectNoSeriousA11yViolations(page);
      }
      // /register opens with the legal modal.
      await settle(page, '/register');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('private routes and /admin have no serious or critical axe violations', async ({
      page,
      request,
    }) => {
      await useSession(page, await registerViaApi(request));
      for (const path of privateRoutes) {
        await settle(page, path);
        await expectNoSeriousA11yViolations(page);
      }
      await useSession(page, await adminAccount(request));
      await settle(page, '/admin');
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test('on a 360 px phone the navbar collapses into a menu button and nothing scrolls sideways', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
  await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const noSidewaysScroll = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('#main')).not.toBeEmpty();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  };
  for (const path of ['/', '/login', '/legal', '/help-center']) await noSidewaysScroll(path);
  await useSession(page, await registerViaApi(request));
  for (const path of privateRoutes) await noSidewaysScroll(path);
});

test('the theme toggle switches to dark and is remembered', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', after);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
});

test('home loads the 3D background lazily, and not at all with reduced motion', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Build Your Perfect Resume' })).toBeVisible();
  await expect(page.getByTestId('background-3d')).toBeAttached();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(page.getByTestId('background-3d')).toHaveCount(0);
});
