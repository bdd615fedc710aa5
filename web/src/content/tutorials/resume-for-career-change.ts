import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For career changers who have mapped their skills and are ready to write.',
  intro:
    'With your skills map from "Planning a Career Change Resume", rewrite each section so the new field is visible from the first line. Here is how, section by section.',
  sections: [
    {
      heading: 'Header and summary',
      note: {
        label: 'Should my title be my old job?',
        text: 'Not as a headline. Let the summary name where you are going ("moving into UX research"), while the experience section keeps your real past titles.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Experienced hospitality manager seeking new challenges.',
          strong:
            'Hospitality manager of six years moving into operations analysis. Cut food waste 22% by analysing weekly stock data in Excel; completed the Google Data Analytics certificate in 2024.',
          why: 'Names the destination and offers evidence that travels between fields.',
        },
      ],
    },
    {
      heading: 'Experience: same facts, new emphasis',
      note: {
        label: 'Can I change my old job titles?',
        text: 'No. Titles must match what the employer called you, since they can be checked. You can add a clarifying phrase: "Shift Manager (team of 12)".',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'Keep each job, but lead with the bullets that prove the skills your new field needs. Rewrite industry jargon into the new field’s terms.',
        },
        {
          kind: 'example',
          weak: 'Ran front of house on busy covers.',
          strong:
            'Scheduled 12 staff across 90-cover services using demand forecasts, reducing overtime costs by 15%.',
          why: 'Scheduling, forecasting and cost control are operations skills in any industry.',
        },
      ],
    },
    {
      heading: 'Skills, education and projects',
      blocks: [
        {
          kind: 'list',
          items: [
            'Skills: list the new field’s tools you genuinely use first, then transferable skills.',
            'Education and certifications: recent, relevant learning goes near the top of this section.',
            'Projects: a small piece of work in the new field can be its own experience entry ("Freelance data project for a local café, 2024").',
          ],
        },
        {
          kind: 'tip',
          text: 'Consider moving Education above Experience if your new qualification is your strongest link to the role.',
        },
      ],
    },
  ],
  productHelps: [
    'AI enhancement can reword bullets while keeping every fact, helping you shift emphasis without inventing anything.',
    'Score the rewritten version against a target posting and compare it with your old one.',
    'Download a PDF for applications and a DOCX to keep editing elsewhere.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Rewrite your resume for the new field in the resume form.',
  },
};

export default tutorial;
