import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone whose bullets describe duties rather than results.',
  intro:
    'Numbers make achievements concrete and comparable. You do not need a sales target to use them: almost every job has volumes, time, money, quality or scale that you can count or estimate honestly.',
  sections: [
    {
      heading: 'Five kinds of numbers',
      note: {
        label: 'What if I do not know the exact figure?',
        text: 'A careful estimate is fine if you can explain how you reached it: "about 40 calls a day" or "roughly 15% faster". Never invent a figure you could not defend in an interview.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Volume: customers served, tickets closed, patients seen, orders packed.',
            'Time: how much faster, how often, deadlines met.',
            'Money: revenue brought in, costs saved, budget managed.',
            'Quality: error rate, satisfaction score, audit result, complaints reduced.',
            'Scale: team size, number of sites, users, students, pages.',
          ],
        },
      ],
    },
    {
      heading: 'A formula for a measured bullet',
      note: {
        label: 'Does every bullet need a number?',
        text: 'No. Aim for most bullets, not all. A result without a number ("chosen to train new starters") still beats a duty.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'Action verb + what you did + result with a number. Put the number early if it is impressive, because readers skim the start of each line.',
        },
        {
          kind: 'example',
          weak: 'Answered customer emails.',
          strong: 'Answered 60+ customer e-mails a day, keeping the average reply time under 4 hours.',
          why: 'Volume and speed together show both workload and standard.',
        },
        {
          kind: 'example',
          weak: 'Helped organise the annual fundraiser.',
          strong:
            'Co-organised a charity quiz night for 150 guests that raised £3,200, 40% more than the previous year.',
          why: 'Scale, outcome and comparison make a volunteer role read like real experience.',
        },
        {
          kind: 'example',
          weak: 'Worked on the company website.',
          strong: 'Rebuilt 12 product pages in React, cutting load time from 4.1 s to 1.8 s.',
          why: 'A before-and-after figure is the clearest evidence of improvement.',
        },
      ],
    },
    {
      heading: 'Where to find your numbers',
      blocks: [
        {
          kind: 'list',
          items: [
            'Performance reviews, targets and appraisal notes.',
            'Old e-mails announcing results, reports you wrote, dashboards you used.',
            'Rotas, timesheets and class lists for volumes and frequencies.',
            'Colleagues or former managers, who often remember figures you have forgotten.',
          ],
        },
      ],
    },
  ],
  productHelps: [
    'The resume form adds responsibilities one at a time, so each bullet can carry its own result.',
    'The built-in AI engine does not invent numbers: where a bullet has no measurable result it suggests adding one, listed beside your text and never written into it.',
    'The dashboard shows all your resumes, so you can compare a quantified version with the original.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Rewrite your bullets with numbers in the resume form.',
  },
};

export default tutorial;
