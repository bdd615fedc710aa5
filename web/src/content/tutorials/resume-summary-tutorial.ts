import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone whose resume opens with an objective, or with nothing at all.',
  intro:
    'The summary is the two or three sentences right under your header. It tells the reader what you do, your best evidence and where you are heading, before they reach your experience.',
  sections: [
    {
      heading: 'A simple three-sentence formula',
      note: {
        label: 'Summary or objective?',
        text: 'An objective says what you want; a summary says what you offer. Employers read for what you offer, so use a summary and mention your target role in its last sentence.',
      },
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Who you are: your professional identity and level. "Junior data analyst with two years in retail reporting."',
            'Your proof: one or two achievements or strengths with a number. "Built weekly sales dashboards used by 14 store managers."',
            'Your direction: the role or value you want to bring next. "Looking to apply SQL and Python skills to supply-chain analytics."',
          ],
        },
      ],
    },
    {
      heading: 'Examples for different situations',
      note: {
        label: 'How long is too long?',
        text: 'Keep it to two or three sentences, about 40 to 70 words. If it runs to five lines it has become a cover letter.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Recent graduate seeking an entry-level position where I can use my skills.',
          strong:
            'Mechanical engineering graduate (BEng, 2024) with a six-month placement in HVAC design. Modelled duct layouts for three commercial sites in AutoCAD and Revit. Seeking a graduate building services role.',
          why: 'Names the degree, the placement and the tools, then states a specific target.',
        },
        {
          kind: 'example',
          weak: 'Experienced professional looking for a career change into tech.',
          strong:
            'Secondary-school maths teacher of eight years moving into instructional design. Designed a blended algebra course now used by five teachers, raising pass rates from 61% to 74%. Completed a Google UX Design certificate in 2024.',
          why: 'Bridges the old and new field with a transferable, measurable achievement.',
        },
      ],
    },
    {
      heading: 'Phrases to drop',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Words like "hard-working", "passionate", "results-driven" and "team player" appear on so many resumes that readers skip them. Replace each with evidence: instead of "team player", mention the team you supported and what you delivered together.',
        },
        {
          kind: 'tip',
          text: 'Write the summary last. Once your experience bullets are done, pick the strongest one and lift it into the summary.',
        },
      ],
    },
  ],
  productHelps: [
    'The resume form has a dedicated summary field that appears right under your header in both templates.',
    'AI enhancement can draft a two-to-three-sentence summary from your experience and skills for you to edit.',
    'The resume editor’s Summarize button condenses a long uploaded resume into a shorter text.',
  ],
  cta: {
    label: 'Edit My Resume Summary',
    lead: 'Open the resume form and rewrite your summary with the formula above.',
  },
};

export default tutorial;
