import { TEMPLATE_AVAILABILITY } from '../productFacts';
import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone unsure what their industry expects.',
  intro:
    'The basics are universal: clear, honest, one or two pages, readable by software. But each industry has its own emphasis, and matching it signals that you know the field.',
  sections: [
    {
      heading: 'Technology',
      note: {
        label: 'Should I list every programming language?',
        text: 'List the ones you could use in a technical interview tomorrow, grouped (Languages, Frameworks, Tools). Mark learning-stage ones honestly or leave them out.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'A grouped technical skills section near the top.',
            'Bullets with the stack and a measurable outcome: performance, users, uptime, cost.',
            'Links to GitHub or a portfolio with work you are happy to be judged on.',
          ],
        },
      ],
    },
    {
      heading: 'Healthcare and social care',
      note: {
        label: 'Where do registration numbers go?',
        text: 'State your registration (for example NMC or HCPC, with status) near the top, in the summary or a licences line. Give the number itself only if the application asks for it.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Licences and registrations first; mandatory training with dates.',
            'Clinical settings, patient groups and caseloads: "24-bed acute medical ward".',
            'Outcomes and safety: audits, infection-control results, incident reduction.',
          ],
        },
      ],
    },
    {
      heading: 'Finance, law and the public sector',
      blocks: [
        {
          kind: 'list',
          items: [
            'Conservative layout (the Classic template suits it), precise language, no slang.',
            'Qualifications and their stage: "ACCA (7 of 13 exams passed)".',
            'Figures with units and scope: budgets, portfolio sizes, case volumes.',
            'Public-sector applications often score against listed criteria; address each one explicitly.',
          ],
        },
      ],
    },
    {
      heading: 'Education, trades, hospitality and creative roles',
      blocks: [
        {
          kind: 'list',
          items: [
            'Education: qualified teacher status, subjects and age ranges taught, results achieved.',
            'Trades and construction: tickets and cards (CSCS, IPAF, Gas Safe), tools and machinery, project types and sizes.',
            'Hospitality and retail: covers, footfall, team size, hygiene ratings, sales figures.',
            'Creative: a portfolio link in the header; keep the resume itself clean and let the portfolio do the design work.',
          ],
        },
      ],
    },
  ],
  productHelps: [
    'Classic suits conservative fields and Modern suits tech and marketing; both are ATS-safe.',
    TEMPLATE_AVAILABILITY,
    'The ATS score includes an industry-terms match, showing how well your resume uses your field’s vocabulary.',
    'The certifications section holds licences and tickets with their year.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Build a resume that fits your industry.',
  },
};

export default tutorial;
