import { expect, type Page, test } from '@playwright/test';
import { docxText, downloadFrom, pdfText, registerViaApi, useSession } from './support';

const resume = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 555 0100',
  linkedin: 'linkedin.com/in/gracehopper',
  portfolio: 'https://grace.example.com',
  summary: 'Computer scientist and naval officer who built the first compiler tools.',
  company: 'Eckert-Mauchly Computer Corporation',
  role: 'Senior Mathematician',
  start: '1949',
  end: '1952',
  responsibilities: ['Designed the A-0 compiler for UNIVAC I', 'Led a team of programmers'],
  institution: 'Yale University',
  degree: 'PhD Mathematics',
  year: '1934',
  skills: ['COBOL', 'Compilers'],
  certName: 'Navy Commendation',
  certYear: '1969',
};

async function fillResumeForm(page: Page) {
  await page.goto('/resume-form');
  await page.getByLabel('Full Name').fill(resume.name);
  await page.getByLabel('Email').fill(resume.email);
  await page.getByLabel('Phone').fill(resume.phone);
  await page.getByLabel('LinkedIn').fill(resume.linkedin);
  await page.getByLabel('Portfolio').fill(resume.portfolio);
  await page.getByLabel('Summary').fill(resume.summary);
  await page.getByLabel('Company').fill(resume.company);
  await page.getByLabel('Role').fill(resume.role);
  await expect(page.getByLabel('Start Date')).toHaveAttribute('placeholder', 'YYYY');
  await expect(page.getByLabel('End Date')).toHaveAttribute('placeholder', 'YYYY or Present');
  await page.getByLabel('Start Date').fill(resume.start);
  await page.getByLabel('End Date').fill(resume.end);
  for (const r of resume.responsibilities) {
    await page.getByLabel('Responsibility (press Enter to add)').fill(r);
    await page.getByLabel('Responsibility (press Enter to add)').press('Enter');
  }
  // An empty education entry is not added (SPEC §5).
  await page.getByRole('button', { name: 'Add Education' }).click();
  await expect(page.getByRole('button', { name: 'Remove education 1' })).toHaveCount(0);
  await page.getByLabel('Institution').fill(resume.institution);
  await page.getByLabel('Degree').fill(resume.degree);
  await page.getByLabel('Graduation Year').fill(resume.year);
  await page.getByRole('button', { name: 'Add Education' }).click();
  for (const s of ['  ', ...resume.skills]) {
    await page.getByLabel('Skill (press Enter to add)').fill(s);
    await page.getByLabel('Skill (press Enter to add)').press('Enter');
  }
  await expect(page.getByRole('button', { name: /^Remove skill/ })).toHaveCount(2);
  // A certification needs a year as well as a name.
  await page.getByLabel('Certification Name').fill(resume.certName);
  await page.getByRole('button', { name: 'Add Certification' }).click();
  await expect(page.getByRole('button', { name: /^Remove certification/ })).toHaveCount(0);
  await page.getByLabel('Certification Year').fill(resume.certYear);
  await page.getByRole('button', { name: 'Add Certification' }).click();
  await expect(page.getByRole('button', { name: /^Remove certification/ })).toHaveCount(1);
  const preview = page.frameLocator('iframe[title="Resume preview"]');
  // The preview's text, not its layout (as in versions.spec): Chromium may skip laying out the
  // sandboxed preview frame for a while, which made a visibility check fail now and then.
  await expect(preview.locator('body')).toContainText(resume.company);
  // The template's own styles apply inside the preview (the app's CSP allows them by hash), and the
  // template choice changes the preview.
  await expect(preview.locator('h2').first()).toHaveCSS('text-transform', 'uppercase');
  await page.getByLabel('Template').selectOption('modern');
  await expect(preview.locator('h1')).toHaveCSS('color', 'rgb(31, 78, 121)');
  await page.getByLabel('Template').selectOption('classic');
}

test('resume form → dashboard card with every field; score, download, enhance and delete it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await registerViaApi(request);
  await useSession(page, account);
  await fillResumeForm(page);

  await page.route('**/api/resume/generate', async (route) => {
    await expect(page.getByText('Generating Your Resume...')).toBeVisible();
    await route.continue();
  });
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.unroute('**/api/resume/generate');

  const card = page.getByTestId('resume-card').filter({ hasText: resume.name });
  await expect(card).toHaveCount(1);
  await expect(card.locator('.avatar')).toHaveText('G');
  for (const text of [
    resume.email,
    resume.phone,
    resume.summary,
    `${resume.company} — ${resume.role}`,
    `${resume.start} to ${resume.end}`,
    ...resume.responsibilities,
    resume.institution,
    resume.degree,
    ...resume.skills,
    `${resume.certName} — ${resume.certYear}`,
  ]) {
    await expect(card).toContainText(text);
  }
  await expect(card.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    `https://${resume.linkedin}`,
  );
  await expect(card.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', `${resume.portfolio}/`);

  // Recent activity scrolls to the card and highlights it.
  await page
    .getByRole('region', { name: 'Recent Activity' })
    .getByRole('button', { name: `Generated Resume - ${resume.name}`, exact: true })
    .click();
  await expect(card).toHaveClass(/highlight/);
  await expect(card).not.toHaveClass(/highlight/, { timeout: 4000 });

  // Score: too short a job description is an alert; a valid one shows the panel.
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await card.getByLabel('Job description').fill('too short');
  await card.getByRole('button', { name: 'Score Resume' }).click();
  await expect
    .poll(() => alerts)
    .toContain('⚠️ Please enter a valid job description with at least 20 characters.');
  await card
    .getByLabel('Job description')
    .fill(
      'We need a senior mathematician experienced with compilers, COBOL and leading teams of programmers.',
    );
  // Hold the reply until a live event from the socket reached the overlay (for a job this quick, its
  // completion: progress is only reported for a job that runs longer, see workers' heldProgress).
  await page.route('**/api/ats/score-resume', async (route) => {
    const response = await route.fetch();
    await expect(page.getByText('Getting your score...')).toBeVisible();
    await expect(page.getByTestId('job-progress')).not.toContainText('Starting');
    await route.fulfill({ response });
  });
  await card.getByRole('button', { name: 'Score Resume' }).click();
  const panel = card.getByRole('region', { name: 'ATS score' });
  await expect(panel).toContainText(/ATS Score: \d+%/);
  for (const bar of ['Keyword Match', 'Soft Skills Match', 'Industry Terms Match']) {
    const value = Number(await panel.getByRole('progressbar', { name: bar }).getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
  }
  await expect(panel.getByText('Matched keywords')).toBeVisible();

  // Downloads: the files carry the resume's name and an employer.
  await card.getByRole('button', { name: 'Download', exact: true }).click();
  const pdf = await downloadFrom(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  // Named as the file-naming tutorial advises: no spaces, the person and the document type.
  expect(pdf.suggestedFilename()).toBe(`${resume.name}-resume.pdf`);
  const pdfContent = await pdfText(pdf);
  expect(pdfContent).toContain(resume.name);
  expect(pdfContent).toContain('Eckert-Mauchly');
  await card.getByRole('button', { name: 'Download', exact: true }).click();
  const docx = await downloadFrom(page, () => page.getByRole('button', { name: 'Download DOCX' }).click());
  expect(docx.suggestedFilename()).toBe(`${resume.name}-resume.docx`);
  const docxContent = await docxText(docx);
  expect(docxContent).toContain(resume.name);
  expect(docxContent).toContain(resume.company);
  await card.getByRole('button', { name: 'Download', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Enhance: the list reloads and the activity log records it.
  await card.getByRole('button', { name: 'Enhance' }).click();
  await card
    .getByRole('region', { name: 'Enhancement to review' })
    .getByRole('button', { name: /^Save/ })
    .click();
  await expect(
    page.getByRole('button', { name: `Enhanced Resume - ${resume.name}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('resume-card').first()).toBeVisible();

  // "Enhance Resume": the chosen resume is enhanced as text, parsed from markdown and stored as a new one.
  const countBefore = await page.getByTestId('resume-card').count();
  await page.getByRole('button', { name: 'Enhance Resume' }).click();
  await page
    .getByRole('dialog', { name: 'Enhance a resume' })
    .getByRole('button', { name: 'Enhance' })
    .click();
  await expect(page.getByText('Enhancing your resume...')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('resume-card')).toHaveCount(countBefore + 1);
  // The enhanced copy keeps the employer: the markdown round trip loses no job.
  await expect(page.getByTestId('resume-card').filter({ hasText: resume.company })).toHaveCount(
    countBefore + 1,
  );

  // Delete every card of this resume.
  const cards = page.getByTestId('resume-card');
  while ((await cards.count()) > 0) {
    const before = await cards.count();
    await cards.first().getByRole('button', { name: 'Delete' }).click();
    // Deleting asks first, in a native modal dialog.
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(cards).toHaveCount(before - 1);
  }
  await expect(page.getByText('No resumes found.')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('resumes') ?? '[]'))).toEqual([]);
});

test('the form saves what was typed but not added, and asks for a half-typed certification', async ({
  page,
  request,
}) => {
  await useSession(page, await registerViaApi(request));
  await page.goto('/resume-form');
  await page.getByLabel('Full Name').fill('Maria Okafor');
  await page.getByLabel('Company').fill('Mercy General Hospital');
  await page.getByLabel('Role').fill('Registered Nurse');
  await page.getByLabel('Start Date').fill('2016');
  // Each field filled in, no Add button pressed: a user expects all of it on the resume.
  await page.getByLabel('Institution').fill('Ohio State University');
  await page.getByLabel('Degree').fill('BSN Nursing');
  await page.getByLabel('Skill (press Enter to add)').fill('Wound care');
  await page.getByLabel('Certification Name').fill('BLS');
  const preview = page.frameLocator('iframe[title="Resume preview"]');
  await expect(preview.locator('body')).toContainText('Ohio State University');
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Complete or clear the certification you started: it needs both a name and a year.',
  );
  await expect(page).toHaveURL(/\/resume-form$/);
  await page.getByLabel('Certification Year').fill('2024');
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('resume-card').filter({ hasText: 'Maria Okafor' });
  for (const text of ['Ohio State University', 'BSN Nursing', 'Wound care', 'BLS — 2024']) {
    await expect(card).toContainText(text);
  }
});
