import { expect, test } from '@playwright/test';

test('the legal page lists ten documents; a nav click scrolls to and highlights one', async ({ page }) => {
  await page.goto('/legal');
  const nav = page.getByRole('navigation', { name: 'Legal documents' });
  // Ten documents; the Show/Hide toggle exists only on small screens.
  await expect(nav.getByRole('button')).toHaveCount(10);
  await expect(page.locator('iframe')).toHaveCount(10);
  await nav.getByRole('button', { name: 'Security Policy' }).click();
  const section = page.getByRole('region', { name: 'Security Policy' });
  await expect(section).toHaveClass(/highlight/);
  await expect(section).toBeInViewport();
  await expect(nav.getByRole('button', { name: 'Security Policy' })).toHaveAttribute('aria-current', 'true');
  await expect(section).not.toHaveClass(/highlight/, { timeout: 4000 });
  await section.getByRole('button', { name: 'Back to Top' }).click();
  await expect(page.getByRole('heading', { name: 'Legal Documents' })).toBeInViewport();
});

test('policies: four steps, Finish remembers the agreement and goes to /register', async ({ page }) => {
  await page.goto('/policies');
  for (const label of ['Next', 'Next', 'Next', 'Finish']) {
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: label }).click();
  }
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => localStorage.getItem('policies-agreed'))).toBe('true');
  await page.goto('/policies');
  await expect(page).toHaveURL(/\/register$/);
});

test('on a phone the legal navigation is behind a Show/Hide Documents toggle', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/legal');
  const nav = page.getByRole('navigation', { name: 'Legal documents' });
  await expect(nav.getByRole('button', { name: 'Privacy Policy' })).toBeHidden();
  await nav.getByRole('button', { name: 'Show Documents' }).click();
  await nav.getByRole('button', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('region', { name: 'Privacy Policy' })).toBeInViewport();
  await expect(nav.getByRole('button', { name: 'Hide Documents' })).toBeVisible();
});
