import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SOCKET_PATH } from '@rb/contracts';
import { createDataProtection, createDb, createRedis, loadConfig } from '@rb/kit';
import { searchPostgres, searchRedis } from '@rb/kit/testing';
import { strFromU8, unzipSync } from 'fflate';
import { io } from 'socket.io-client';
import {
  type Account,
  downloadFrom,
  expectNarrowScreenClean,
  narrowSession,
  PASSWORD,
  registerViaApi,
  THEMES,
  uniqueEmail,
  useSession,
  verifyByMail,
} from './support';
import { databaseUrl, queuePrefix } from './system/run.mjs';

/** A person whose name, e-mail and one resume phrase are theirs alone, with a resume, a letter and a render. */
async function personWithData(request: APIRequestContext) {
  const unique = randomUUID().slice(0, 8);
  const person = {
    firstName: `Erin${unique}`,
    lastName: `Quill${unique}`,
    email: uniqueEmail(`erase${unique}`),
    phrase: `charted the ${unique} estuary survey`,
    company: `Harbor ${unique}`,
  };
  const registered = await request.post('/api/auth/register', {
    data: { firstName: person.firstName, lastName: person.lastName, email: person.email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  for (const documentType of ['tos', 'privacy', 'disclaimer', 'eula']) {
    const agreed = await request.post('/api/legal/agree', {
      headers,
      data: { documentType, version: '2025-03-26' },
    });
    expect(agreed.ok()).toBe(true);
  }
  // The cover letter below is an AI use, granted on a verified address.
  await verifyByMail(request, person.email);
  const stored = await request.post('/api/resume/generate', {
    headers,
    data: {
      type: 'resume',
      jobDescription: '',
      resumeData: {
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        summary: `Field scientist who ${person.phrase}.`,
        experience: [
          {
            company: 'Tidewater Labs',
            role: 'Surveyor',
            start_date: '2019',
            end_date: 'Present',
            responsibilities: [`Led the team that ${person.phrase}`],
          },
        ],
        skills: ['GIS'],
      },
    },
  });
  expect(stored.status()).toBe(201);
  const { resume } = (await stored.json()) as { resume: { id: string } };
  // A rendered PDF lands in the render cache and a finished render job in the queue.
  const pdf = await request.get(`/api/resume/${resume.id}/download?format=pdf`, { headers });
  expect(pdf.status()).toBe(200);
  const application = await request.post('/api/applications', {
    headers,
    data: { resumeId: resume.id, version: 1, company: person.company, role: 'Surveyor' },
  });
  expect(application.status()).toBe(201);
  const { application: recorded } = (await application.json()) as { application: { id: string } };
  const letter = await request.post(`/api/applications/${recorded.id}/cover-letters`, { headers, data: {} });
  expect(letter.status()).toBe(201);
  return { ...person, account: { email: person.email, password: PASSWORD, token } satisfies Account };
}

/** Both stores, as the running system wrote them, searched in clear and through every data key. */
async function searchStores(needles: string[]) {
  const db = createDb(databaseUrl, { timeouts: 'maintenance' });
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  // The system under test runs with the development secrets (.local/secrets.json), as `npm start` does.
  const { keyring } = createDataProtection(loadConfig({}, { NODE_ENV: 'test' }));
  try {
    return {
      postgres: await searchPostgres(db, needles, keyring),
      redis: await searchRedis(redis, `${queuePrefix}:`, needles, keyring),
    };
  } finally {
    await db.destroy();
    redis.disconnect();
  }
}

const needlesOf = (p: {
  email: string;
  firstName: string;
  lastName: string;
  phrase: string;
  company: string;
}) => [p.email, p.firstName, p.lastName, p.phrase, p.company];

async function openDeletion(page: Page) {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Delete account' });
  // Keyboard only: focus the button and press Enter.
  await section.getByRole('button', { name: 'Delete account' }).focus();
  await page.keyboard.press('Enter');
  return section;
}

test('Delete account: confirmed with the password, then nothing of the person is in PostgreSQL or Redis', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const leaving = await personWithData(request);
  const staying = await personWithData(request);

  const before = await searchStores(needlesOf(leaving));
  expect(before.postgres.opened).toBeGreaterThan(0);
  for (const needle of needlesOf(leaving)) {
    expect([...before.postgres.hits, ...before.redis.hits].some((h) => h.needle === needle)).toBe(true);
  }

  await useSession(page, leaving.account);
  const section = await openDeletion(page);
  await section.getByLabel('Password', { exact: true }).fill('not my password');
  await page.keyboard.press('Enter');
  await expect(section.getByRole('alert')).toHaveText('Password is incorrect.');
  await section.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status')).toHaveText('Your account and all your data have been deleted.');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const after = await searchStores(needlesOf(leaving));
  expect(after.postgres.hits).toEqual([]);
  expect(after.redis.hits).toEqual([]);
  expect(after.postgres.opened).toBeGreaterThan(0);
  // The other person's data is still there, and readable.
  const other = await searchStores(needlesOf(staying));
  expect(other.postgres.hits.filter((h) => h.sealed).map((h) => h.where)).toEqual(
    expect.arrayContaining(['users', 'resumes', 'resume_versions', 'applications', 'cover_letters']),
  );
  const login = await request.post('/api/auth/login', { data: { email: leaving.email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

for (const theme of THEMES) {
  test(`Sessions, Your data and Delete account at 360 px in the ${theme} theme are labelled and axe-clean; Cancel keeps the account`, async ({
    page,
    request,
  }) => {
    const account = await narrowSession(page, request, theme);
    const data = page.getByRole('region', { name: 'Your data' });
    await page.goto('/settings');
    await data.getByRole('button', { name: 'Download my data' }).click();
    await expect(data.getByRole('status')).toContainText('Your archive is ready until', { timeout: 60_000 });
    await expectNarrowScreenClean(page);
    const section = await openDeletion(page);
    await expect(section.getByLabel('Password', { exact: true })).toBeVisible();
    await expectNarrowScreenClean(page);
    await section.getByRole('button', { name: 'Delete my account permanently' }).click();
    // An empty password is refused by the browser before any request.
    await expect(page).toHaveURL(/\/settings$/);
    await section.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByRole('button', { name: 'Delete account' })).toBeFocused();
    await expect(section.getByLabel('Password', { exact: true })).toHaveCount(0);
    const refresh = await request.post('/api/auth/refresh', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(refresh.ok()).toBe(true);
  });
}

/** Builds the archive from Settings and returns its files. */
async function downloadMyData(page: Page): Promise<Record<string, Uint8Array>> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByRole('status')).toContainText('Your archive is ready until', { timeout: 60_000 });
  const download = await downloadFrom(page, () =>
    section.getByRole('button', { name: 'Download the ZIP archive' }).click(),
  );
  expect(download.suggestedFilename()).toMatch(/^my-resume-builder-data-\d{4}-\d\d-\d\d\.zip$/);
  return unzipSync(readFileSync(await download.path()));
}

const jsonOf = (files: Record<string, Uint8Array>, path: string) => {
  const file = files[path];
  expect(file, path).toBeDefined();
  return JSON.parse(strFromU8(file as Uint8Array));
};

test('Download my data: one archive whose JSON matches what is stored, sealed in Redis meanwhile', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const person = await personWithData(request);
  const headers = { Authorization: `Bearer ${person.account.token}` };
  await useSession(page, person.account);
  const files = await downloadMyData(page);

  const account = jsonOf(files, 'account.json');
  expect(account).toMatchObject({
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
  });
  const stored = (await (await request.get('/api/resume/list', { headers })).json()) as {
    resumes: { id: string; name: string; summary: string }[];
  };
  const resumes = jsonOf(files, 'resumes.json') as {
    id: string;
    current: { name: string; summary: string };
    versions: { number: number; resume: { summary: string } }[];
  }[];
  expect(resumes.map((r) => [r.id, r.current.name, r.current.summary])).toEqual(
    stored.resumes.map((r) => [r.id, r.name, r.summary]),
  );
  expect(resumes[0]?.versions.map((v) => v.number)).toEqual([1]);
  expect(resumes[0]?.versions[0]?.resume.summary).toContain(person.phrase);
  const applications = (await (await request.get('/api/applications', { headers })).json()) as {
    applications: unknown[];
  };
  expect(jsonOf(files, 'applications.json')).toEqual(applications.applications);
  const letters = jsonOf(files, 'cover-letters.json') as { letter: string }[];
  expect(letters).toHaveLength(1);
  expect(letters[0]?.letter.length).toBeGreaterThan(100);
  const legal = jsonOf(files, 'legal-acceptances.json') as { document: string }[];
  expect(legal.map((a) => a.document).sort()).toEqual(['disclaimer', 'eula', 'privacy', 'tos']);
  const audit = jsonOf(files, 'audit-log.json') as { event: string }[];
  expect(audit.map((e) => e.event)).toContain('ai-use');

  const folder = `resumes/1-${person.firstName}_${person.lastName}`;
  expect(jsonOf(files, `${folder}/resume.jsonresume.json`).basics).toMatchObject({
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
  });
  expect(strFromU8((files[`${folder}/resume.pdf`] as Uint8Array).slice(0, 5))).toBe('%PDF-');
  expect(strFromU8((files[`${folder}/resume.docx`] as Uint8Array).slice(0, 2))).toBe('PK');
  expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('JSON Resume');

  // The archive waits in Redis as the job's result: sealed, readable only through the data keys.
  const inRedis = await searchStores([person.phrase]);
  expect(inRedis.redis.hits.length).toBeGreaterThan(0);
  expect(inRedis.redis.hits.filter((h) => !h.sealed)).toEqual([]);
});

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('My sessions: another device is listed and signed out from Settings, and its socket closes', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  const signedIn = await request.post('/api/auth/login', {
    data: { email: account.email, password: PASSWORD },
    headers: { 'user-agent': PHONE },
  });
  const { token: phoneToken } = (await signedIn.json()) as { token: string };
  const phone = io(baseURL ?? '', {
    path: SOCKET_PATH,
    auth: { token: phoneToken },
    transports: ['websocket'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      phone.once('connect', () => resolve());
      phone.once('connect_error', reject);
    });
    const closed = new Promise<string>((resolve) => phone.once('disconnect', (reason) => resolve(reason)));

    await page.goto('/settings');
    const region = page.getByRole('region', { name: 'Signed-in sessions' });
    await expect(region.getByRole('listitem')).toHaveCount(2);
    await expect(region.getByRole('listitem').filter({ hasText: '(this device)' })).toHaveCount(1);
    const other = region.getByRole('button', { name: /^Sign out Safari 17 on iOS, last active / });
    // Keyboard: focus and Enter.
    await other.focus();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('status')).toHaveText('Signed out Safari 17 on iOS.');
    await expect(region.getByRole('listitem')).toHaveCount(1);
    expect(await closed).toBe('io server disconnect');
    const refresh = await request.post('/api/auth/refresh', {
      headers: { Authorization: `Bearer ${phoneToken}` },
    });
    expect(refresh.status()).toBe(401);
    // This device is still signed in.
    const mine = await request.post('/api/auth/refresh', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(mine.ok()).toBe(true);
  } finally {
    phone.close();
  }
});
