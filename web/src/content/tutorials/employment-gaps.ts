import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone with a break between jobs, for any reason.',
  intro:
    'Gaps are common: study, caring, illness, redundancy, relocation, travel, a business that did not work out. What matters is that the reader is not left guessing. This guide helps you decide whether a gap needs mentioning at all.',
  sections: [
    {
      heading: 'What counts as a gap',
      note: {
        label: 'Does part-time or freelance work count?',
        text: 'Yes, it counts as work. List it as an entry ("Freelance bookkeeper, 2022–2023") and the gap disappears.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'A gap is generally a period of 3 months or more without full-time work. Shorter breaks between jobs are normal and need no explanation.',
        },
        {
          kind: 'list',
          items: [
            'Under 3 months: ignore it; using years only for dates often hides it naturally.',
            'Over 3 to 4 months: mention it briefly, on the resume or in your cover letter.',
            'Over a year: give it its own line on the resume, with what you did during it.',
          ],
        },
      ],
    },
    {
      heading: 'How much to say',
      note: {
        label: 'Do I have to give medical or personal details?',
        text: 'No. "Health reasons, now fully able to work" or "Family responsibilities" is enough. You are not obliged to share more.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'One honest line is enough. State the reason in neutral words, add anything useful you did, and make clear you are ready now.',
        },
        {
          kind: 'example',
          weak: '2021–2022: Unemployed.',
          strong:
            '2021–2022: Career break, caring for a family member. Completed a Level 3 bookkeeping course.',
          why: 'Gives a reason, shows continued development and reads as a deliberate period.',
        },
      ],
    },
    {
      heading: 'Where to explain it',
      blocks: [
        {
          kind: 'list',
          items: [
            'On the resume: a one-line entry in the experience section for longer gaps.',
            'In the cover letter: one sentence, if the gap is recent and obvious.',
            'In the interview: a prepared, calm answer of two or three sentences.',
          ],
        },
        {
          kind: 'tip',
          text: 'See "Wording a Gap Explanation" for sample sentences, and "Formatting a Resume That Has Gaps" for layout choices.',
        },
      ],
    },
  ],
  productHelps: [
    'The resume form uses years for dates (YYYY, or "Present"), which keeps short gaps from dominating your history.',
    'You can add a career break as an experience entry with its own responsibilities, such as courses or volunteering.',
    'The cover letter generator takes focus areas, so you can steer the letter toward what you did during the gap.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Add your career break as an entry in the resume form.',
  },
};

export default tutorial;
