import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import {
  adminAccount,
  downloadFrom,
  expectNoSeriousA11yViolations,
  registerViaApi,
  uniqueEmail,
  useSession,
} from './support';

test('admin exports the log as CSV with neutralised formula cells and as JSON', async ({ page, request }) => {
  // A username a spreadsheet would read as a formula: it must come out as text.
  const risky = await registerViaApi(request, uniqueEmail('formula', '-'));
  const admin = await adminAccount(request);
  await useSession(page, admin);
  await page.goto('/admin');
  await expect(page.getByRole('row').filter({ hasText: risky.email })).toHaveCount(4);

  const csvDownload = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(csvDownload.suggestedFilename()).toBe('legal_logs.csv');
  const csv = readFileSync(await csvDownload.path(), 'utf8');
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(['User ID', 'Username', 'Document', 'Version', 'Accepted At']);
  const riskyRows = rows.filter((r) => r[1]?.includes(risky.email));
  expect(riskyRows).toHaveLength(4);
  for (const row of riskyRows) expect(row[1]).toBe(`'${risky.email}`);
  for (const row of rows.slice(1)) expect(row[1]).not.toMatch(/^[=+\-@\t\r]/);

  const jsonDownload = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Export JSON' }).click(),
  );
  expect(jsonDownload.suggestedFilename()).toBe('legal_logs.json');
  const logs = JSON.parse(readFileSync(await jsonDownload.path(), 'utf8')) as { username: string }[];
  expect(logs.filter((l) => l.username === risky.email)).toHaveLength(4);
});

test('admin opens the operations console: every queue with its counts and workers, axe-clean', async ({
  page,
  request,
}) => {
  const admin = await adminAccount(request);
  await useSession(page, admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Operations' }).click();
  await expect(page).toHaveURL(/\/admin\/operations$/);
  const queues = page.getByRole('region', { name: 'Queues' });
  for (const queue of ['ai', 'parse', 'score', 'render']) {
    await expect(queues.getByRole('rowheader', { name: queue, exact: true })).toBeVisible();
  }
  // The ai worker reports its engine (offline here: no AI_BASE_URL); with no provider there is no circuit to name.
  await expect(
    page.getByText(/^Built-in writing assistant; no AI provider configured \(reported /),
  ).toBeVisible();
  await expect(page.getByText(/circuit/)).toHaveCount(0);
  await expect(page.getByText('Output guard: no rewrite refused in the last hour.')).toBeVisible();
  await expect(page.getByText('No calls to the AI provider in the last hour.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Live over the socket: a job shows up without a reload, long before a live page's own 30 s refresh.
  await expect(page.getByText('Live: updates as jobs come and go.')).toBeVisible();
  await expectScoreJobShown(page, request, admin.token, 10_000);
});

test('the operations console still refreshes itself when the socket cannot connect', async ({
  page,
  request,
}) => {
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await page.route('**/socket.io/**', (route) => route.abort());
  const admin = await adminAccount(request);
  await useSession(page, admin);
  await page.goto('/admin/operations');
  await expect(page.getByText('Live updates unavailable: refreshing every 5 s.')).toBeVisible();
  await expectScoreJobShown(page, request, admin.token, 15_000);
});

/** Runs one score job and waits up to `ms` for the console's score row to count it, without a reload. */
async function expectScoreJobShown(page: Page, request: APIRequestContext, token: string, ms: number) {
  // The "Completed" cell (last hour) of the score queue's row.
  const completed = page
    .getByRole('region', { name: 'Queues' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'score', exact: true }) })
    .getByRole('cell')
    .nth(4);
  const before = Number(await completed.textContent());
  const res = await request.post('/api/ats/score-resume', {
    headers: { Authorization: `Bearer ${token}` },
    data: { htmlResume: '<p>Python and SQL</p>', jobDescription: 'Python SQL data engineer role here' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect
    .poll(async () => Number(await completed.textContent()), { timeout: ms })
    .toBeGreaterThan(before);
}

test('admin reads the audit log filtered by e-mail to sign-ins, sees who by e-mail, exports it as CSV, axe-clean', async ({
  page,
  request,
}) => {
  const admin = await adminAccount(request);
  await useSession(page, admin);
  // The operations console links to the audit log, as the legal log page does.
  await page.goto('/admin/operations');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(log.getByRole('columnheader', { name: 'Actor' })).toBeVisible();
  await page.getByLabel('User (e-mail or ID)').fill(admin.email.toUpperCase());
  await page.getByLabel('Event').selectOption('sign-in');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // The admin's own sign-in (adminAccount logs in through the API) is the newest row, shown by e-mail.
  await expect(log.getByRole('row').nth(1)).toContainText('sign-in');
  await expect(log.getByRole('row').nth(1)).toContainText('success');
  await expect(log.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(admin.email);
  await expect(log.getByRole('row').filter({ hasNotText: 'sign-in' })).toHaveCount(1); // the header
  await expect(log.getByRole('row').filter({ hasNotText: admin.email })).toHaveCount(1); // the header
  await expectNoSeriousA11yViolations(page);

  const csvDownload = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(csvDownload.suggestedFilename()).toBe('audit_log.csv');
  const rows = Papa.parse<string[]>(readFileSync(await csvDownload.path(), 'utf8'), {
    skipEmptyLines: true,
  }).data;
  expect(rows[0]).toEqual([
    'Time',
    'Actor e-mail',
    'Actor ID',
    'Event',
    'Outcome',
    'IP (network)',
    'Details',
  ]);
  expect(rows.slice(1).every((r) => r[1] === admin.email && r[3] === 'sign-in')).toBe(true);
});
