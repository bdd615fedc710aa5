import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone whose most relevant experience was unpaid.',
  intro:
    'Volunteering, caring, internships, society roles and personal projects are experience. Employers care about what you did and achieved, not whether you were paid for it.',
  sections: [
    {
      heading: 'Which unpaid experience counts',
      note: {
        label: 'Where do unpaid roles go on the resume?',
        text: 'If they are relevant, put them in your main Experience section, labelled honestly ("Volunteer", "Intern"). Less relevant ones can go in a short "Activities" line.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Volunteering: charities, events, community groups, mentoring.',
            'Caring for a family member: scheduling, medication, budgeting, advocacy.',
            'Student societies: treasurer, events lead, newsletter editor.',
            'Internships, work shadowing and placements, even short ones.',
            'Personal projects: an app, a blog, a small online shop, a sports team you coached.',
          ],
        },
      ],
    },
    {
      heading: 'Write it like a job',
      note: {
        label: 'What goes in the company and role fields?',
        text: 'The organisation goes where the employer would ("Oxfam, Leeds Headrow shop"), your role goes in the role field ("Volunteer Shop Assistant"), with real dates.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Volunteered at a charity shop sometimes.',
          strong:
            'Volunteer Shop Assistant, Oxfam (2023–Present): priced and displayed 200+ donated items a week; trained 3 new volunteers on the till.',
          why: 'Organisation, title, dates, volume and responsibility: everything a paid entry would have.',
        },
        {
          kind: 'example',
          weak: 'Looked after my grandmother.',
          strong:
            'Family carer (2021–2023): managed medication schedules and 30+ medical appointments a year; handled household budget and benefits paperwork.',
          why: 'Shows organisation, reliability and administration in plain, factual terms.',
        },
      ],
    },
    {
      heading: 'Personal projects',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Name the project, the tools and the result. Link to it if it is online and tidy. A finished small project beats an ambitious unfinished one.',
        },
      ],
    },
  ],
  productHelps: [
    'Add each unpaid role in the resume form’s experience section, with the organisation, your role, dates and responsibilities.',
    'AI enhancement rewrites informal descriptions into clear, action-led bullets without changing the facts.',
    'A portfolio field in the form lets you link to a project you built.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Add your unpaid experience in the resume form.',
  },
};

export default tutorial;
