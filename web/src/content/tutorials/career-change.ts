import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone moving into a new field or role type.',
  intro:
    'A career change resume has to answer one question fast: why should we hire someone from a different background? Plan the answer before you write, by mapping what you have to what the new role needs.',
  sections: [
    {
      heading: 'Map your transferable skills',
      note: {
        label: 'What is a transferable skill?',
        text: 'A skill that works in both fields: managing budgets, training people, analysing data, handling complaints, planning projects. The task may look different, but the ability is the same.',
      },
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Collect three to five postings for the role you want.',
            'List the skills and requirements that appear in most of them.',
            'Next to each, write where you have done it: job, project, course or volunteering.',
            'Mark the gaps: requirements you cannot yet show. Those are your learning plan.',
          ],
        },
        {
          kind: 'example',
          weak: 'Retail manager. (New field: HR.)',
          strong:
            'Retail manager → HR: recruited and onboarded 25 seasonal staff; handled absence and disciplinary meetings; built rotas for 18 people.',
          why: 'Each retail task is named in terms an HR hiring manager recognises.',
        },
      ],
    },
    {
      heading: 'Close the gaps credibly',
      note: {
        label: 'Do I need a new qualification?',
        text: 'Check the postings. If most ask for one (for example CIPD for HR or a PGCE for teaching), it is worth it. Otherwise a short course plus a project is often enough to show commitment.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'A relevant course or certification, finished or in progress.',
            'A project in the new field: a portfolio piece, a volunteer role, a side task at your current job.',
            'Informational conversations with people already in the role, to check your map.',
          ],
        },
      ],
    },
    {
      heading: 'Choose your angle',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Decide the one-sentence story of your change, such as "teacher moving into learning design" or "nurse moving into health informatics". It will drive your summary, the order of your bullets and your cover letter.',
        },
      ],
    },
  ],
  productHelps: [
    'Score your current resume against a posting in the new field to see which keywords are missing.',
    'The cover letter generator builds the letter around the focus areas you choose, so you can lead with transferable skills.',
    'Keep your old resume and a new career-change version side by side on the dashboard.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Start a career-change version in the resume form.',
  },
};

export default tutorial;
