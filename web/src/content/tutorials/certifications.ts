import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone with a licence, certificate or course that matters to the job.',
  intro:
    'Certifications are quick proof of a skill, and some jobs cannot be done without them. Listed well, they also match the exact terms a screening system searches for.',
  sections: [
    {
      heading: 'What to include',
      note: {
        label: 'Do online course certificates count?',
        text: 'Yes, if the course is relevant and substantial (for example a multi-week programme with an assessment). Short videos with a completion badge are better left out or mentioned only in passing.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Required licences first: nursing registration, driving categories, forklift, food hygiene, teaching status.',
            'Industry certifications: CompTIA, AWS, CIPD, PRINCE2, ACCA, CSCS, and similar.',
            'Relevant courses with an assessment, especially for career changers.',
            'Leave out expired certifications unless you are renewing them; then write "renewal due 2025".',
          ],
        },
      ],
    },
    {
      heading: 'How to format them',
      note: {
        label: 'Where should certifications go?',
        text: 'In their own section after education. If a licence is essential for the job, also mention it in your summary so it is seen in the first seconds.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'Give the full official name, the abbreviation and the year. Add the issuer if it is not part of the name.',
        },
        {
          kind: 'example',
          weak: 'AWS cert, first aid.',
          strong:
            'AWS Certified Cloud Practitioner (CLF-C02), 2024\nEmergency First Aid at Work, St John Ambulance, 2023',
          why: 'Exact names and years let a screener match them and a recruiter verify them.',
        },
      ],
    },
    {
      heading: 'Certifications in progress',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A certification you are actively studying for can be listed with an expected date: "CIPD Level 5 Associate Diploma, expected June 2025". Only include it if you are enrolled.',
        },
      ],
    },
  ],
  productHelps: [
    'The resume form has a certifications section with a name and a year for each entry.',
    'Both templates list certifications in their own clearly headed section.',
    'Dashboard cards show up to five certifications at a glance; put the most relevant first.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Add your certifications in the resume form.',
  },
};

export default tutorial;
