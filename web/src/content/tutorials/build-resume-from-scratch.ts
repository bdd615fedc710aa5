import type { Tutorial } from './types';

const shot = (file: string, alt: string) => ({ src: `/tutorial-shots/${file}`, alt });

const tutorial: Tutorial = {
  audience: 'For first-time users of this app, whatever your experience level.',
  intro:
    'This walk-through takes you through the resume form from an empty page to a stored resume you can score, enhance and download. Set aside about 30 minutes and have your dates, job titles and course names to hand.',
  topButton: true,
  sections: [
    {
      heading: 'Before you start',
      note: {
        label: 'Do I need an account?',
        text: 'Yes. The resume form is only available after you sign in, because your resumes are stored in your account. If you open it while signed out you are taken to the login page first.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Your contact details: e-mail, phone, and a LinkedIn or portfolio address if you have one.',
            'For each recent job: employer, job title, start and end year, and two to five things you achieved.',
            'Education: institution, degree or qualification, graduation year.',
            'Certifications with the year you earned them.',
            'Optional: the job description you are aiming at, so the resume can be shaped for it.',
          ],
        },
      ],
    },
    {
      heading: 'The form, screen by screen',
      note: {
        label: 'Can I change the resume later?',
        text: 'Yes. Every generated resume appears on your dashboard, where you can enhance it, score it, download it or delete it. You can also generate a new version from the form at any time.',
      },
      blocks: [
        {
          kind: 'carousel',
          label: 'Screenshots of the resume form',
          slides: [
            {
              title: 'The resume form',
              caption: '1. The resume form: contact details and summary at the top, each section below.',
              image: shot(
                'resume-form.jpg',
                'The resume form with fields for name, e-mail, phone, LinkedIn, portfolio and summary',
              ),
            },
            {
              title: 'Name and experience',
              caption: '2. Name and experience: add each job and press Enter after every responsibility.',
              image: shot(
                'name-experience.jpg',
                'The experience section with a company, role, dates and responsibilities filled in',
              ),
            },
            {
              title: 'Education and certifications',
              caption: '3. Education and certifications: each certification needs a name and a year.',
              image: shot(
                'education-certifications.jpg',
                'The education and certifications sections with a degree and two certifications added',
              ),
            },
            {
              title: 'Classic template',
              caption: '4. The Classic template: centred header and ruled section headings.',
              image: shot('template-classic.jpg', 'A finished resume shown in the Classic template'),
            },
            {
              title: 'Modern template',
              caption: '5. The Modern template: accent bar and coloured headings, still one column.',
              image: shot('template-modern.jpg', 'The same resume shown in the Modern template'),
            },
          ],
        },
      ],
    },
    {
      heading: 'Step 1: contact details and summary',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Enter your full name as you want it to appear, a professional e-mail address and a phone number with country code if you are applying abroad. Add LinkedIn and portfolio links only if they are up to date.',
        },
        {
          kind: 'paragraph',
          text: 'Write a summary of two to three sentences: who you are professionally, your strongest evidence, and the role you want. The summary tutorial has worked examples.',
        },
      ],
    },
    {
      heading: 'Step 2: experience',
      note: {
        label: 'What date format should I use?',
        text: 'The form asks for years (YYYY) and accepts "Present" for a current job. Years alone keep the layout clean and are enough for most applications.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'Add your most recent job first. For each, type the company, your role, the start year and the end year or "Present". Then type one responsibility or achievement at a time and press Enter to add it to the list.',
        },
        {
          kind: 'example',
          weak: 'Responsible for social media.',
          strong:
            'Planned and posted 3 Instagram stories a week, growing followers from 800 to 2,100 in six months.',
          why: 'A verb, a concrete activity and a measurable result in one line.',
        },
        {
          kind: 'tip',
          text: 'Your dashboard card lists a job only when it has a company, a role and a start date, so fill in all three.',
        },
      ],
    },
    {
      heading: 'Step 3: education, skills and certifications',
      blocks: [
        {
          kind: 'list',
          items: [
            'Education: institution, degree and graduation year. An entry is added when at least one of the three is filled in; fill all three for a complete line.',
            'Skills: type one skill and press Enter or Add. Prefer specific skills ("SQL", "patient triage", "forklift licence") over general ones.',
            'Certifications: both a name and a year are needed before a certification is added.',
          ],
        },
      ],
    },
    {
      heading: 'Step 4: job description and generate',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Paste the job description you are targeting, then press Generate Resume. While the resume is generated you see an overlay; when it is done you land on your dashboard with the new resume card.',
        },
        {
          kind: 'paragraph',
          text: 'From the card you can score the resume against a job description, enhance it with AI, or download it as PDF or DOCX.',
        },
      ],
    },
  ],
  productHelps: [
    'The form takes one responsibility at a time, which keeps every bullet short and scannable.',
    'A live preview on the form shows the page as it will be downloaded.',
    'Your resume is stored encrypted in your account and listed on your dashboard.',
    'Downloads come as PDF or DOCX from the same template you preview.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Open the form now and work through the steps above.',
  },
};

export default tutorial;
