#!/usr/bin/env node
/**
 * Regenerates the five screenshots of the build-from-scratch tutorial from the running product:
 *
 *   node scripts/screenshots.mjs              (system at BASE_URL, default http://localhost:8080)
 *   node scripts/screenshots.mjs --placeholders   (labelled "screenshot pending" images, no system needed)
 *
 * It registers a throwaway demo account, fills the resume form, and captures the form, the experience
 * section, education and certifications, and the resume in both templates, drawn by the same template
 * function the PDF renderer uses (with the PDF's page margins). JPEGs at a reduced viewport keep each file
 * well under 150 KB. Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const OUT_DIR = fileURLToPath(new URL('../web/public/tutorial-shots/', import.meta.url));
const VIEWPORT = { width: 1000, height: 900 };
/** The sticky navbar covers the top of the page; scrolled sections start below it. */
const NAVBAR_PX = 70;
const MAX_BYTES = 150 * 1024;

const SHOTS = {
  form: 'resume-form.jpg',
  experience: 'name-experience.jpg',
  education: 'education-certifications.jpg',
  classic: 'template-classic.jpg',
  modern: 'template-modern.jpg',
};

/** An invented sample person; no real data appears in the screenshots. */
const demo = {
  name: 'Amara Okafor',
  email: 'amara.okafor@example.com',
  phone: '+44 7700 900123',
  linkedin: 'linkedin.com/in/amara-okafor',
  portfolio: 'amaraokafor.example.com',
  summary:
    'Customer operations coordinator with four years in e-commerce support. Cut average reply time from 9 to 3 hours and trained 12 new agents. Moving into a customer success role.',
  experience: [
    {
      company: 'Brightcart Ltd',
      role: 'Customer Operations Coordinator',
      start: '2021',
      end: 'Present',
      responsibilities: [
        'Cut average e-mail reply time from 9 to 3 hours by introducing tagged queues',
        'Trained 12 new support agents using an onboarding guide I wrote',
        'Resolved 95% of escalated tickets within one working day',
      ],
    },
  ],
  education: { institution: 'University of Leeds', degree: 'BA Business Management', year: '2020' },
  skills: ['Zendesk', 'Customer onboarding', 'Excel (pivot tables)'],
  certifications: [
    { name: 'Certified Customer Success Manager', year: '2024' },
    { name: 'Emergency First Aid at Work', year: '2023' },
  ],
};

const save = (name) => ({ path: `${OUT_DIR}${name}`, type: 'jpeg', quality: 70 });

async function registerDemoUser() {
  const email = `tutorial-shots-${Date.now().toString(36)}@example.com`;
  const res = await fetch(`${BASE_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName: 'Amara', lastName: 'Okafor', email, password: 'Tutorial-Shots-2025' }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.token) throw new Error(`registering the demo user failed (${res.status})`);
  return { email, token: body.token };
}

async function fillResumeForm(page) {
  const form = page.locator('form');
  for (const [label, value] of [
    ['Full Name', demo.name],
    ['Email', demo.email],
    ['Phone', demo.phone],
    ['LinkedIn', demo.linkedin],
    ['Portfolio', demo.portfolio],
    ['Summary', demo.summary],
  ]) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  for (const [index, job] of demo.experience.entries()) {
    const group = page.getByRole('group', { name: `Experience ${index + 1}` });
    if ((await group.count()) === 0) await page.getByRole('button', { name: 'Add Experience' }).click();
    await group.getByLabel('Company').fill(job.company);
    await group.getByLabel('Role').fill(job.role);
    await group.getByLabel('Start Date').fill(job.start);
    await group.getByLabel('End Date').fill(job.end);
    for (const item of job.responsibilities) {
      await group.getByLabel(/^Responsibility/).fill(item);
      await group.getByLabel(/^Responsibility/).press('Enter');
    }
  }
  const education = page.getByRole('group', { name: 'Education' });
  await education.getByLabel('Institution').fill(demo.education.institution);
  await education.getByLabel('Degree').fill(demo.education.degree);
  await education.getByLabel('Graduation Year').fill(demo.education.year);
  await education.getByRole('button', { name: 'Add Education' }).click();
  const skills = page.getByRole('group', { name: 'Skills' });
  for (const skill of demo.skills) {
    await skills.getByLabel(/^Skill/).fill(skill);
    await skills.getByLabel(/^Skill/).press('Enter');
  }
  const certifications = page.getByRole('group', { name: 'Certifications' });
  for (const cert of demo.certifications) {
    await certifications.getByLabel('Certification Name').fill(cert.name);
    await certifications.getByLabel('Certification Year').fill(cert.year);
    await certifications.getByRole('button', { name: 'Add Certification' }).click();
  }
}

/** The resume in the shape of contracts' ResumeData, for the Modern template. */
function demoResumeData() {
  return {
    name: demo.name,
    email: demo.email,
    phone: demo.phone,
    linkedin: demo.linkedin,
    portfolio: demo.portfolio,
    summary: demo.summary,
    experience: demo.experience.map((job) => ({
      company: job.company,
      role: job.role,
      start_date: job.start,
      end_date: job.end,
      responsibilities: job.responsibilities,
    })),
    education: [
      {
        institution: demo.education.institution,
        degree: demo.education.degree,
        graduation_year: demo.education.year,
      },
    ],
    skills: demo.skills,
    certifications: demo.certifications,
  };
}

async function captureProduct(browser) {
  const account = await registerDemoUser();
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/`);
  await page.evaluate(({ token, email }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', email);
    localStorage.setItem('theme', 'light');
  }, account);
  await page.goto(`${BASE_URL}/resume-form`);
  await page.getByRole('button', { name: 'Generate Resume' }).waitFor();
  await fillResumeForm(page);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot(save(SHOTS.form));
  // Name and experience do not fit one screen, so this shot is cut from the full page: contact to experience.
  const contact = await page.getByRole('group', { name: 'Contact' }).boundingBox();
  const experience = await page.getByRole('group', { name: 'Experience 1' }).boundingBox();
  if (!contact || !experience) throw new Error('the resume form has no Contact or Experience section');
  const top = contact.y - 12;
  await page.screenshot({
    ...save(SHOTS.experience),
    fullPage: true,
    clip: { x: 0, y: top, width: VIEWPORT.width, height: experience.y + experience.height + 12 - top },
  });
  await page.getByRole('group', { name: 'Education' }).evaluate((el, offset) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - offset);
  }, NAVBAR_PX);
  await page.screenshot(save(SHOTS.education));
  await context.close();

  const { renderResumeHtml } = await tsImport('../contracts/src/index.ts', import.meta.url);
  const templatePage = await browser.newPage({ viewport: { width: 800, height: 620 } });
  for (const [template, shot] of [
    ['classic', SHOTS.classic],
    ['modern', SHOTS.modern],
  ]) {
    // On screen there is no @page box, so give the page the PDF's margins.
    const html = renderResumeHtml(demoResumeData(), template).replace(
      '</head>',
      '<style>body{padding:16mm 15mm}</style></head>',
    );
    await templatePage.setContent(html);
    await templatePage.screenshot(save(shot));
  }
  await templatePage.close();
}

async function capturePlaceholders(browser) {
  const page = await browser.newPage({ viewport: { width: 800, height: 500 } });
  for (const name of Object.values(SHOTS)) {
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;height:100vh;background:#eef1f7;font:28px system-ui;color:#333">
        <p>screenshot pending: ${name}</p></body>`,
    );
    await page.screenshot(save(name));
  }
  await page.close();
}

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  if (process.argv.includes('--placeholders')) await capturePlaceholders(browser);
  else await captureProduct(browser);
} finally {
  await browser.close();
}
for (const name of Object.values(SHOTS)) {
  const { size } = statSync(`${OUT_DIR}${name}`);
  if (size > MAX_BYTES) throw new Error(`${name} is ${size} bytes; keep screenshots under ${MAX_BYTES}`);
  console.log(`${name}\t${(size / 1024).toFixed(1)} KB`);
}
