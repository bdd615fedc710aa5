import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone sending more than a handful of applications.',
  intro:
    'Tailoring does not mean rewriting your resume for every job. Keep a strong master version and adapt the parts that decide whether this reader sees a match.',
  sections: [
    {
      heading: 'The 80/20 split',
      note: {
        label: 'What stays the same?',
        text: 'Your employers, titles, dates, education and most bullets: the facts. These are your 80%. What changes is emphasis, order and wording.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roughly 80% of your resume stays unchanged between applications; about 20% is adapted. The adapted 20% is what the reader sees first: the summary, the top bullets of each job and the skills section.',
        },
      ],
    },
    {
      heading: 'What to adapt, in order of impact',
      note: {
        label: 'How long should tailoring take?',
        text: 'With a good master resume, 15 to 20 minutes per application. If it takes an hour, your master version needs more bullets to choose from.',
      },
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Summary: name the role and the two or three requirements you meet best.',
            'Bullet order: move the bullets most relevant to this posting to the top of each job.',
            'Wording: use the posting’s terms for things you have done ("stakeholder management" rather than "working with other teams").',
            'Skills: list the posting’s required skills that you have first; drop unrelated ones.',
            'Optional sections: add a relevant project or certification; remove one that distracts.',
          ],
        },
        {
          kind: 'example',
          weak: 'Same summary for a marketing assistant and a data analyst application.',
          strong:
            'Marketing version: "…ran A/B tests on 20 e-mail campaigns". Analyst version: "…analysed results of 20 A/B tests in SQL and Excel".',
          why: 'Same true experience, told from the angle each employer cares about.',
        },
      ],
    },
    {
      heading: 'Keep track of versions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Give each tailored resume a name that tells you where it went, and keep a simple list of company, role, date and version. If you are invited to interview, you will know exactly what they read.',
        },
      ],
    },
  ],
  productHelps: [
    'Paste a job description when you generate a resume, then score the result on the dashboard to see how well it matches.',
    'Each generated resume is stored separately on your dashboard, so a tailored version never overwrites your master.',
    'AI enhancement and the resume editor help you rephrase bullets for a new angle without retyping them.',
  ],
  cta: {
    label: 'Enhance My Resume for ATS',
    lead: 'Create a tailored version for the job you are applying to now.',
  },
};

export default tutorial;
