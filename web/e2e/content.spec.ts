import { expect, type Locator, type Page, test } from '@playwright/test';
import { ACCEPTANCE_DOCUMENTS, CAROUSEL_SWIPE_THRESHOLD_PX, LEGAL_DOCUMENTS } from '@rb/contracts';
import { HELP_SECTIONS, TUTORIAL_CATALOG } from '../src/content/catalog';
import { expectNoSeriousA11yViolations, registerViaApi, useSession } from './support';

/** Every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Waits until the page, its lazy chunks and its images have finished loading. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** A horizontal pointer drag across the middle of the element. */
async function swipe(page: Page, target: Locator, dx: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  // Whole pixels, so the drag distance is exactly dx and not rounded either way by the browser.
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

test.describe('tutorials', () => {
  for (const entry of TUTORIAL_CATALOG) {
    test(`${entry.slug}: title, five-step breadcrumb, one-at-a-time help notes, axe in both themes, no network`, async ({
      page,
    }) => {
      const all = recordRequests(page);
      await page.goto(`/help-center/${entry.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
      await settled(page);
      const afterLoad = recordRequests(page);

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await expect(crumbs).toHaveCount(5);
      await expect(crumbs.last()).toHaveText(entry.title);
      await expect(crumbs.last()).toHaveAttribute('aria-current', 'page');

      const icons = page.locator('.help-note__icon');
      expect(await icons.count()).toBeGreaterThanOrEqual(2);
      const [first, second] = [icons.nth(0), icons.nth(1)];
      const noteOf = async (icon: Locator) =>
        page.locator(`[id="${await icon.getAttribute('aria-controls')}"]`);
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(await noteOf(first)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await second.click();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(await noteOf(first)).toBeHidden();
      await expect(await noteOf(second)).toBeVisible();
      await second.click();
      await expect(await noteOf(second)).toBeHidden();
      await expect(page.locator('.help-note__icon[aria-expanded="true"]')).toHaveCount(0);

      await expect(page.getByRole('heading', { name: 'How this product helps' })).toBeVisible();
      await page.evaluate(() => {
        document.documentElement.dataset.theme = 'dark';
      });
      await expectNoSeriousA11yViolations(page);
      expect(afterLoad, 'requests after the tutorial loaded').toEqual([]);
      const origin = new URL(page.url()).origin;
      expect(all.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    });
  }
});

test('the good-versus-bad carousel moves on a 50 px swipe, not on a shorter one, and with arrow keys', async ({
  page,
}) => {
  await page.goto('/help-center/tutorial');
  const viewport = page.getByRole('group', { name: /Good and weak resume examples, slide/ });
  const position = page.getByText(/^Slide \d+ of 6$/);
  await expect(position).toHaveText('Slide 1 of 6');
  await swipe(page, viewport, -(CAROUSEL_SWIPE_THRESHOLD_PX - 1));
  await expect(position).toHaveText('Slide 1 of 6');
  await swipe(page, viewport, -CAROUSEL_SWIPE_THRESHOLD_PX);
  await expect(position).toHaveText('Slide 2 of 6');
  await swipe(page, viewport, CAROUSEL_SWIPE_THRESHOLD_PX - 1);
  await expect(position).toHaveText('Slide 2 of 6');
  await swipe(page, viewport, CAROUSEL_SWIPE_THRESHOLD_PX);
  await expect(position).toHaveText('Slide 1 of 6');
  await viewport.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Slide 3 of 6');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('Slide 2 of 6');
  const shown = viewport.locator('figure:not([hidden])');
  await expect(shown).toHaveCount(1);
  await expect(shown.locator('.verdict')).toHaveText('Good example');
  const table = page.getByRole('table', { name: /Mistakes that end a first read early/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Mistake', 'Why it hurts', 'Fix']);
});

test('build-from-scratch: five real screenshots with captions, swipe, and a smooth Top button', async ({
  page,
}) => {
  await page.goto('/help-center/build-resume-from-scratch');
  await settled(page);
  const afterLoad = recordRequests(page);
  const slides = page.locator('.carousel__slide');
  await expect(slides).toHaveCount(5);
  const images = slides.locator('img');
  await expect(images).toHaveCount(5);
  for (const image of await images.all()) {
    expect(await image.getAttribute('src')).toMatch(/^\/tutorial-shots\//);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(slides.locator('figcaption')).toHaveText([/^1\. /, /^2\. /, /^3\. /, /^4\. /, /^5\. /]);
  const viewport = page.getByRole('group', { name: /Screenshots of the resume form, slide/ });
  await swipe(page, viewport, -(CAROUSEL_SWIPE_THRESHOLD_PX - 10));
  await expect(page.getByText('Slide 1 of 5')).toBeVisible();
  await swipe(page, viewport, -(CAROUSEL_SWIPE_THRESHOLD_PX + 30));
  await expect(page.getByText('Slide 2 of 5')).toBeVisible();
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();
  expect(afterLoad, 'every screenshot is fetched with the page, none on swipe').toEqual([]);

  const top = page.getByRole('button', { name: 'Top', exact: true });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(top).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

const ctas = [
  { slug: 'resume-header', label: 'Edit My Resume Header' },
  { slug: 'tutorial', label: 'Start Building My Resume' },
  { slug: 'resume-summary-tutorial', label: 'Edit My Resume Summary' },
  { slug: 'ats-formatting', label: 'Enhance My Resume for ATS' },
];

test('tutorial buttons lead to /resume-form; a visitor is asked to log in first', async ({
  page,
  request,
}) => {
  for (const { slug, label } of ctas) {
    await page.goto(`/help-center/${slug}`);
    await page.getByRole('link', { name: label }).click();
    await expect(page, `${label} while logged out`).toHaveURL(/\/login$/);
  }
  await useSession(page, await registerViaApi(request));
  for (const { slug, label } of ctas) {
    await page.goto(`/help-center/${slug}`);
    await page.getByRole('link', { name: label }).click();
    await expect(page, label).toHaveURL(/\/resume-form$/);
  }
});

test('the help centre links every tutorial from its five sections', async ({ page }) => {
  await page.goto('/help-center');
  for (const section of HELP_SECTIONS) {
    const region = page.getByRole('region', { name: section.title });
    for (const entry of TUTORIAL_CATALOG.filter((item) => item.section === section.id)) {
      await expect(region.getByRole('link', { name: entry.title })).toHaveAttribute(
        'href',
        `/help-center/${entry.slug}`,
      );
    }
  }
  await expect(page.locator('main a[href^="/help-center/"]:not([href$="/faq"])')).toHaveCount(26);

  await page.goto('/help-center/gap-explanation');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Common Issues' })
    .click();
  await expect(page).toHaveURL(/\/help-center#common-issues$/);
  await expect(page.getByRole('region', { name: 'Common Issues & Solutions' })).toBeInViewport();
});

test('FAQ: six categories, answers open and close, info modals open and close', async ({ page }) => {
  await page.goto('/help-center/faq');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'About the product',
    'Resume Best Practices',
    'Cover Letter Tips',
    'Job Search Strategies',
    'Interview Preparation',
    'Post-Interview',
  ]);
  const question = page.getByRole('button', { name: 'How often can I use the AI features?' });
  const answer = page.getByText(/AI uses per day/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();

  await page.getByRole('button', { name: 'About Cover Letter Tips' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why cover letters still matter' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'About Post-Interview' }).click();
  await expect(page.getByRole('dialog', { name: 'After the interview' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/features shows nine feature cards', async ({ page }) => {
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
});

test.describe('legal page', () => {
  // No colour-scheme emulation: with it, frames follow the emulated preference instead of the app's theme.
  test.use({ colorScheme: null });

  test('all ten legal documents load in the frames of /legal and follow the dark theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/legal');
    for (const doc of LEGAL_DOCUMENTS) {
      const frameElement = page.locator(`iframe[title="${doc.title}"]`);
      await frameElement.scrollIntoViewIfNeeded();
      const frame = frameElement.contentFrame();
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(frame.getByText('Version 2025-03-26')).toBeVisible();
      const background = await frame
        .locator('body')
        .evaluate((body) => getComputedStyle(body).backgroundColor);
      expect(background, `${doc.title} background in dark theme`).toBe('rgb(26, 31, 43)');
    }
  });
});

test('the registration modal loads the four acceptance documents in order', async ({ page }) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog');
  for (const [index, doc] of ACCEPTANCE_DOCUMENTS.entries()) {
    await expect(dialog.getByRole('heading', { name: doc.title, exact: true })).toBeVisible();
    await expect(dialog.getByText('Version 2025-03-26')).toBeVisible();
    await dialog.getByRole('checkbox').check();
    const last = index === ACCEPTANCE_DOCUMENTS.length - 1;
    await dialog.getByRole('button', { name: last ? 'Agree & Continue' : 'Next' }).click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`legal documents have no serious or critical axe violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    for (const doc of LEGAL_DOCUMENTS) {
      await page.goto(`/legal/${doc.file}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('content pages do not scroll sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const paths = [
    '/help-center',
    '/help-center/faq',
    '/features',
    '/help-center/tutorial',
    '/help-center/build-resume-from-scratch',
    ...LEGAL_DOCUMENTS.map((doc) => `/legal/${doc.file}`),
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
