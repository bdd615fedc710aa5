import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone whose strongest qualities are not technical.',
  intro:
    'Employers hire for soft skills as much as technical ones; one widely quoted survey found 92% of hiring managers saying soft skills matter as much as or more than hard skills. But listing "excellent communicator" proves nothing. Show the skill in action.',
  sections: [
    {
      heading: 'Show, do not state',
      note: {
        label: 'Should I have a soft skills list at all?',
        text: 'A short one is fine if the posting names specific soft skills, but it only works when your bullets back it up. Evidence in your experience counts far more than the list.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Excellent communication skills.',
          strong:
            'Explained billing changes to 200+ customers by phone during a system migration, keeping complaints below 2%.',
          why: 'Communication is proven by the audience, the situation and the outcome.',
        },
        {
          kind: 'example',
          weak: 'Strong leadership.',
          strong:
            'Coordinated a rota of 12 volunteers across weekend food bank shifts, with no unfilled shift in 9 months.',
          why: 'Leadership shown through responsibility and reliability, in unpaid work.',
        },
      ],
    },
    {
      heading: 'Match the soft skills the job asks for',
      note: {
        label: 'Which soft skills are most asked for?',
        text: 'Communication, teamwork, problem solving, adaptability, time management and attention to detail appear in most postings. Look for the exact words the employer uses.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Adaptability: learning a new system quickly, covering a different role, working through a change.',
            'Problem solving: a fault you diagnosed, a process you fixed.',
            'Teamwork: a shared goal and your part in it.',
            'Time management: deadlines, workloads, juggling study and work.',
            'Attention to detail: accuracy rates, audits passed, errors caught.',
          ],
        },
      ],
    },
    {
      heading: 'Use every kind of experience',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Soft skills are built everywhere: part-time jobs, group projects, sports teams, caring for a relative, volunteering. If you have little paid experience, these are your best evidence; give them their own entries.',
        },
      ],
    },
  ],
  productHelps: [
    'The ATS score includes a soft-skills match that checks your resume against the soft skills in the job description.',
    'AI enhancement rewrites generic lines into specific, action-led ones.',
    'The cover letter generator lets you name focus areas, so you can highlight soft skills the posting stresses.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Turn your soft skills into evidence in the resume form.',
  },
};

export default tutorial;
