import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone with more to say than space to say it.',
  intro:
    'An achievement is something that went better because of you. Choosing the right ones, ordering them well and writing them tightly matters as much as having them.',
  sections: [
    {
      heading: 'Find your achievements',
      note: {
        label: 'I just did my job. Do I have achievements?',
        text: 'Almost certainly. Ask: what did I improve, fix, save, start, teach or get trusted with? Being asked to train others, cover for a manager or handle difficult clients is an achievement.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Problems you solved: what was wrong, what you did, what changed.',
            'Recognition: awards, promotions, being chosen for a project.',
            'Firsts: the first time something was done, or done by someone at your level.',
            'Things others now use: a process, a template, a guide you wrote.',
          ],
        },
      ],
    },
    {
      heading: 'Write them with CAR: Challenge, Action, Result',
      note: {
        label: 'Is CAR the same as STAR?',
        text: 'Nearly. STAR (Situation, Task, Action, Result) is used for interview answers; CAR compresses it to fit one resume line. Prepare the STAR version of each bullet for the interview.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Dealt with scheduling problems at the clinic.',
          strong:
            'Redesigned the appointment template after frequent double-bookings, cutting patient waiting time by 20 minutes on average.',
          why: 'Challenge (double-bookings), action (redesigned template), result (20 minutes saved).',
        },
        {
          kind: 'example',
          weak: 'Member of the robotics society.',
          strong:
            'Led a four-person team that built an autonomous line-following robot, placing 3rd of 22 university teams.',
          why: 'Leadership, a concrete build and a ranked result.',
        },
      ],
    },
    {
      heading: 'Choose and order',
      blocks: [
        {
          kind: 'list',
          items: [
            'Two to five bullets per job: the ones most relevant to the job you want, not the ones you are fondest of.',
            'Strongest first in each job: many readers only see the first two bullets.',
            'Vary the verbs: led, built, reduced, trained, negotiated, launched.',
            'Keep each bullet to one or two lines.',
          ],
        },
      ],
    },
  ],
  productHelps: [
    'The resume form builds each job’s bullet list one item at a time, so it is easy to reorder your thinking before you generate.',
    'AI enhancement turns vague lines into action-verb bullets and removes filler like "responsible for".',
    'The ATS score shows whether your achievements use the language of the job posting.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Add your strongest achievements in the resume form.',
  },
};

export default tutorial;
