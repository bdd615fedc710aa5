import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone writing their first resume or rebuilding an old one.',
  intro:
    'A resume has one job: to get you an interview. This guide covers what a reader looks for, how long the document should be, which jobs to include, and the mistakes that end a reading early.',
  sections: [
    {
      heading: 'What a resume is for',
      note: {
        label: 'How long does a first read take?',
        text: 'Recruiters often decide within a short first skim whether to read on. That skim covers your name, current or latest title, the first lines of each job and your education. Put your strongest evidence in exactly those places.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'A resume is not a full record of your life. It is an argument that you can do one particular job, backed by evidence. Every line should answer one of two questions for the reader: can this person do the work, and have they done something like it before?',
        },
        {
          kind: 'list',
          items: [
            'Lead with results, not duties: what changed because you were there.',
            'Use the vocabulary of the job posting, so both people and screening software recognise the match.',
            'Make it easy to skim: clear headings, consistent dates, short bullets.',
          ],
        },
      ],
    },
    {
      heading: 'The 2-page rule',
      note: {
        label: 'What if I have more than ten years of experience?',
        text: 'Two pages is still the ceiling. Summarise older roles in a short "Earlier experience" line (employer, title, years) instead of adding a third page.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'Keep your resume to one or two pages. If you are a student, a recent graduate or entry-level, use one page. Two pages are for people whose relevant experience genuinely does not fit on one.',
        },
        {
          kind: 'list',
          items: [
            'A half-filled second page looks unfinished: either trim to one page or fill the second with relevant content.',
            'Cut before you shrink: do not drop below a 10 pt body font or squeeze the margins to fit.',
            'Put your name and contact line on page one only; the second page can carry just your name.',
          ],
        },
      ],
    },
    {
      heading: 'Which jobs to include',
      note: {
        label: 'Why only five to seven years?',
        text: 'Skills and tools change, and readers care most about what you can do now. Recent roles are also the easiest for an employer to verify.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'Describe your last 3 to 4 positions, within the past 5 to 7 years, in detail. Give each two to five bullets. Older or unrelated jobs can be listed in one line each, or left out.',
        },
        {
          kind: 'example',
          weak: 'Twelve jobs since 2004, each with six bullets, stretching to three pages.',
          strong:
            'Four roles since 2018 with three to five bullets each, plus one line: "Earlier: retail and hospitality roles, 2012–2017".',
          why: 'The reader sees your current level immediately and still knows your history exists.',
        },
      ],
    },
    {
      heading: 'Good versus weak, side by side',
      note: {
        label: 'How do I use this carousel?',
        text: 'Use the Previous and Next buttons, the left and right arrow keys once the slide area has focus, or swipe across it on a touch screen.',
      },
      blocks: [
        {
          kind: 'carousel',
          label: 'Good and weak resume examples',
          slides: [
            {
              title: 'Experience entry',
              verdict: 'weak',
              caption: 'Duties, not results, and no dates.',
              sample: [
                'Sales Assistant, Corner Books',
                '• Responsible for the till',
                '• Helped customers',
                '• Did stock',
              ],
              points: [
                'Nothing shows how well the work was done.',
                'Missing dates make the history hard to read.',
              ],
            },
            {
              title: 'Experience entry',
              verdict: 'good',
              caption: 'The same job, written as evidence.',
              sample: [
                'Corner Books: Sales Assistant, 2022 to Present',
                '• Handled about 120 till transactions per shift with no cash discrepancies in 18 months',
                '• Recommended titles that lifted average basket size by 15% during the holiday season',
                '• Reorganised stockroom labelling, cutting restock time from 40 to 25 minutes',
              ],
              points: ['Each bullet starts with an action verb.', 'Numbers show scale and improvement.'],
            },
            {
              title: 'Summary',
              verdict: 'weak',
              caption: 'Generic words any candidate could use.',
              sample: [
                'Summary',
                'Hard-working, motivated team player looking for an exciting opportunity to grow.',
              ],
              points: ['No role, no field, no evidence.'],
            },
            {
              title: 'Summary',
              verdict: 'good',
              caption: 'Specific role, strengths and a result.',
              sample: [
                'Summary',
                'Customer service specialist with three years in retail and e-commerce support. Resolved 95% of tickets on first contact and trained six new starters. Looking to move into a customer success role.',
              ],
              points: ['Two to three sentences.', 'States the target role.'],
            },
            {
              title: 'Layout',
              verdict: 'weak',
              caption: 'Two columns, icons and a skills chart confuse screening software.',
              sample: [
                '[photo]  ★★★★☆ Excel   ★★★☆☆ Teamwork',
                'Text in two columns, contact details in the page header',
              ],
              points: [
                'Rating bars mean nothing to a reader.',
                'Headers and columns are often read out of order.',
              ],
            },
            {
              title: 'Layout',
              verdict: 'good',
              caption: 'One column with standard headings.',
              sample: [
                'Experience',
                'Education',
                'Skills: Excel (pivot tables, XLOOKUP), stock control, Spanish (fluent)',
              ],
              points: ['Headings a screening system expects.', 'Skills named with specifics, not rated.'],
            },
          ],
        },
      ],
    },
    {
      heading: 'Common mistakes',
      blocks: [
        {
          kind: 'mistakes',
          caption: 'Mistakes that end a first read early, and how to fix them',
          rows: [
            {
              mistake: 'Typos in names, titles or the company',
              why: 'It suggests carelessness in exactly the place the reader looks first.',
              fix: 'Read the resume aloud, then check every proper noun against the posting.',
            },
            {
              mistake: 'An objective statement about what you want',
              why: 'The reader cares what you offer them.',
              fix: 'Replace it with a two-to-three-sentence summary of what you bring.',
            },
            {
              mistake: '"Responsible for…" bullets',
              why: 'It describes the job, not how well you did it.',
              fix: 'Start with a verb and add a result: "Cut invoice errors by 30%".',
            },
            {
              mistake: 'Unprofessional e-mail address',
              why: 'It is the first thing many recruiters copy into their system.',
              fix: 'Use a plain firstname.lastname address.',
            },
            {
              mistake: 'Photos, tables and graphics',
              why: 'Screening software may skip or scramble them.',
              fix: 'Use a single-column layout with text only.',
            },
            {
              mistake: 'The same resume for every job',
              why: 'Keywords from the posting are missing, so the match looks weak.',
              fix: 'Adapt the summary, skills and bullet order for each application.',
            },
          ],
        },
      ],
    },
  ],
  productHelps: [
    'The resume form asks for each section in the order a reader expects, one responsibility at a time, so bullets stay short.',
    'Both templates, Classic and Modern, are single-column with standard headings, so screening software reads them in order.',
    'The ATS score on your dashboard compares your resume with a pasted job description and lists formatting problems.',
    'AI enhancement rewrites weak bullets into action-led lines while keeping your facts.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Ready to put this into practice? The resume form walks you through each section.',
  },
};

export default tutorial;
