import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For final-year students and graduates of the last two years.',
  intro:
    'As a recent graduate, your degree is your headline for now. Combine it with internships, projects and part-time work to show you can already contribute.',
  sections: [
    {
      heading: 'Put education first',
      note: {
        label: 'When should education move below experience?',
        text: 'Once you have a year or two of relevant full-time work, or when your experience is more relevant to the job than your degree.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Degree, institution, graduation year (or expected year).',
            'Classification or GPA only if it is strong: 3.5 or higher, or a First or 2:1.',
            'Dissertation or capstone title if it is relevant, with one line on the result.',
            'Two or three relevant modules, not a full transcript.',
          ],
        },
      ],
    },
    {
      heading: 'Internships, placements and part-time jobs',
      note: {
        label: 'Is a part-time retail job worth including?',
        text: 'Yes. It shows reliability, customer skills and time management alongside study. Keep it to two or three bullets and lead with the most transferable one.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Summer intern at Hartley & Co. Did various tasks.',
          strong:
            'Marketing Intern, Hartley & Co (Summer 2024): wrote 8 blog posts that brought 2,400 visits; compiled competitor pricing research used in the Q3 plan.',
          why: 'Specific outputs show what you can already do for an employer.',
        },
      ],
    },
    {
      heading: 'Projects that prove skills',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Group projects, hackathons, lab work and competitions can each be an entry with a result. Name the tools and your own role in the team.',
        },
        {
          kind: 'example',
          weak: 'Final-year group project.',
          strong:
            'Led a 4-person team designing a flood-risk map for the county council in QGIS; presented findings to council officers.',
          why: 'Leadership, a real client, a named tool and an audience.',
        },
      ],
    },
    {
      heading: 'Keep it to one page',
      blocks: [
        {
          kind: 'paragraph',
          text: 'One page is standard for graduates. If you are over, cut school-level achievements first, then unrelated jobs, then the weakest bullets.',
        },
      ],
    },
  ],
  productHelps: [
    'The resume form lets you add education, projects and part-time roles, with a live preview of the page.',
    'Score your resume against graduate job descriptions to see which skills you should bring forward.',
    'Generate a cover letter for each graduate scheme from the same details.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Build your graduate resume in the resume form.',
  },
};

export default tutorial;
