import { type Browser, expect, type Page, test } from '@playwright/test';
import { Document, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';
import {
  expectNarrowScreenClean,
  expectNoSeriousA11yViolations,
  narrowSession,
  registerViaApi,
  THEMES,
  useSession,
} from './support';

const NAME = 'Katherine Johnson';

/** A PDF of `body` made here by the test browser (no corpus file). */
async function pdfOf(browser: Browser, body: string): Promise<Buffer> {
  const page = await browser.newPage();
  await page.setContent(`<!doctype html><html lang="en"><body>${body}</body></html>`);
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}

/** No e-mail address, and a job without bullets. */
const resumeBody = `<h1>${NAME}</h1><p>+1 555 010 0142</p>
    <h2>Summary</h2><p>Research mathematician who computed orbital trajectories.</p>
    <h2>Experience</h2><p>Research Mathematician</p><p>NASA Langley Research Center</p><p>1953 – 1986</p>
    <ul><li>Calculated the trajectory of the first American crewed orbital flight</li>
    <li>Verified electronic computer results by hand</li></ul>
    <p>Data Reduction Analyst</p><p>National Advisory Committee for Aeronautics</p><p>1952 – 1953</p>
    <h2>Education</h2><p>West Virginia State College</p><p>BS Mathematics, 1937</p>
    <h2>Skills</h2><p>Orbital mechanics, Analytic geometry, FORTRAN</p>`;

async function openImport(page: Page, browser: Browser, body = resumeBody) {
  await page.goto('/dashboard');
  await page.getByLabel('Import a resume (PDF or DOCX)').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOf(browser, body),
  });
  await expect(page.getByRole('heading', { name: 'Review Imported Resume' })).toBeVisible();
}

test('a PDF imports without AI into the form, marked where the parser was unsure, and is stored only on Save', async ({
  page,
  request,
  browser,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await openImport(page, browser);

  await expect(page.getByLabel('Full Name')).toHaveValue(NAME);
  await expect(page.getByLabel('Summary')).toHaveValue(
    'Research mathematician who computed orbital trajectories.',
  );
  await expect(page.getByLabel('Company').first()).toHaveValue('NASA Langley Research Center');
  const review = page.getByRole('region', { name: 'Review the import' });
  await expect(review.getByRole('list', { name: 'Fields to check' })).toContainText('Email: none was found.');
  // The mark is also where the field is, and screen readers hear it with the field.
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Check: Email: none was found.');
  await expect(page.getByRole('group', { name: 'Experience 2' })).toHaveAccessibleDescription(
    /^Check: .*no bullet points were found\.$/,
  );

  // Nothing is stored before Save.
  const headers = { Authorization: `Bearer ${account.token}` };
  const before = (await (await page.request.get('/api/resume/list', { headers })).json()) as {
    resumes: unknown[];
  };
  expect(before.resumes).toHaveLength(0);

  await page.getByLabel('Email').fill('katherine@example.com');
  await page.getByRole('button', { name: 'Save Imported Resume' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Resume "${NAME}" saved.` })).toBeVisible();
  const card = page.getByRole('article', { name: `Resume ${NAME}` });
  // First: the card's contact line, not the review's findings that quote it.
  await expect(card.getByText('katherine@example.com').first()).toBeVisible();
  await card.getByText('Version history').click();
  await expect(card.getByText(/Version 1.*\(current\).*Imported/)).toBeVisible();
});

test('an imported education entry missing its year is marked on the entry, and heard with it', async ({
  page,
  request,
  browser,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await openImport(
    page,
    browser,
    `<h1>Mary Jackson</h1><p>mary@example.com</p><p>+1 555 010 0177</p>
    <h2>Summary</h2><p>Aerospace engineer.</p>
    <h2>Experience</h2><p>Engineer</p><p>NASA Langley Research Center</p><p>1958 – 1985</p>
    <ul><li>Analysed wind tunnel data</li></ul>
    <h2>Education</h2><p>Hampton Institute</p><p>BS Mathematics</p>
    <h2>Skills</h2><p>Aerodynamics, Wind tunnels</p>`,
  );
  const review = page.getByRole('region', { name: 'Review the import' });
  const expected = /^Check: Education 1 \(Hampton Institute\): no graduation year was found\.$/;
  await expect(review.getByRole('list', { name: 'Fields to check' })).toContainText('no graduation year');
  const education = page.getByRole('group', { name: 'Education' });
  await expect(
    education.getByRole('listitem').filter({ hasText: 'Hampton Institute' }),
  ).toHaveAccessibleDescription(expected);
  await expect(education.getByRole('button', { name: 'Remove education 1' })).toHaveAccessibleDescription(
    expected,
  );
  await expectNoSeriousA11yViolations(page);
});

test('a DOCX is read in the browser and imported the same way, as an import version', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  const lines = [
    'Dorothy Vaughan',
    'dorothy@example.com | +1 555 010 0199',
    'Experience',
    'Supervisor, West Area Computing Unit',
    'Hampton, VA',
    'May 1949 – Summer 1958',
    '• Led a team of mathematicians through the move to electronic computing',
    'Skills',
    'FORTRAN, Numerical analysis',
  ];
  const docx = await Packer.toBuffer(
    new Document({ sections: [{ children: lines.map((text) => new Paragraph(text)) }] }),
  );
  await page.goto('/dashboard');
  await page.getByLabel('Import a resume (PDF or DOCX)').setInputFiles({
    name: 'dorothy.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx,
  });
  await expect(page.getByRole('heading', { name: 'Review Imported Resume' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Dorothy Vaughan');
  await expect(page.getByLabel('Email')).toHaveValue('dorothy@example.com');
  // Dates as the resume writes them, and the town apart from the employer.
  await expect(page.getByLabel('Start Date')).toHaveValue('May 1949');
  await expect(page.getByLabel('End Date')).toHaveValue('Summer 1958');
  await expect(page.getByLabel('Location')).toHaveValue('Hampton, VA');
  await expect(page.getByRole('list', { name: 'Fields to check' })).toContainText('Summary: none was found.');
  await page.getByRole('button', { name: 'Save Imported Resume' }).click();
  const card = page.getByRole('article', { name: 'Resume Dorothy Vaughan' });
  await card.getByText('Version history').click();
  await expect(card.getByText(/Version 1.*\(current\).*Imported/)).toBeVisible();
});

for (const theme of THEMES) {
  test(`the import review has no serious axe violations (${theme}, 360 px)`, async ({
    page,
    request,
    browser,
  }) => {
    await narrowSession(page, request, theme);
    await openImport(page, browser);
    await expectNarrowScreenClean(page);
  });
}

test("an imported student's projects and languages fill the form's more sections, opened", async ({
  page,
  request,
  browser,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  await openImport(
    page,
    browser,
    `<h1>Dorothy Vaughan</h1><p>dorothy@example.com</p><p>+1 555 010 0199</p>
    <h2>Experience</h2><p>Computer</p><p>NACA Langley</p><p>1943 – 1958</p>
    <ul><li>Led the West Area Computing unit</li></ul>
    <h2>Education</h2><p>Wilberforce University</p><p>BA Mathematics, 1929</p>
    <h2>Projects</h2><p>FORTRAN Self-Study Course | 1958 – 1959</p>
    <ul><li>Taught herself and her staff FORTRAN for the IBM 704</li></ul>
    <h2>Languages</h2><p>English (Native), French (Reading)</p>`,
  );
  const more = page.locator('details.more-sections');
  await expect(more).toHaveAttribute('open', '');
  await expect(page.getByRole('group', { name: 'Projects' }).getByRole('listitem')).toContainText([
    'FORTRAN Self-Study Course',
  ]);
  await expect(page.getByRole('group', { name: 'Languages' }).getByRole('listitem')).toContainText([
    'English',
    'French',
  ]);
});

test("LinkedIn's data archive is read in the browser and opens in the review form", async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await useSession(page, account);
  const csv = (text: string) => strToU8(text);
  const zip = zipSync({
    'Basic_LinkedInDataExport/Profile.csv': csv(
      'First Name,Last Name,Headline,Summary\nMae,Jemison,Physician,Engineer and physician.',
    ),
    'Basic_LinkedInDataExport/Positions.csv': csv(
      'Company Name,Title,Description,Location,Started On,Finished On\nNASA,Astronaut,Flew on Endeavour,"Houston, TX",Jun 1987,Mar 1993',
    ),
    'Basic_LinkedInDataExport/Skills.csv': csv('Name\nChemical engineering'),
    'Basic_LinkedInDataExport/messages.csv': csv('FROM,CONTENT\nSomeone,private'),
  });
  await page.goto('/dashboard');
  await page.getByLabel('Import LinkedIn data (ZIP)').setInputFiles({
    name: 'Basic_LinkedInDataExport.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zip),
  });
  await expect(page.getByRole('heading', { name: 'Review Imported Resume' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Mae Jemison');
  await expect(page.getByLabel('Company')).toHaveValue('NASA');
  await expect(page.getByLabel('Start Date')).toHaveValue('Jun 1987');
  await expect(page.getByLabel('Location')).toHaveValue('Houston, TX');
  await expect(page.getByRole('list', { name: 'Fields to check' })).toContainText('Email: none was found.');
});
