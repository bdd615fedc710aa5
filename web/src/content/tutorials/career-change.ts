import type { Tutorial } from './types';

const tutorial: Tutorial = {
  intro: 'Draft in progress.',
  audience: 'Job seekers',
  sections: [
    {
      heading: 'Overview',
      note: { label: 'What is this?', text: 'Draft.' },
      blocks: [{ kind: 'paragraph', text: 'Draft.' }],
    },
    {
      heading: 'Next',
      note: { label: 'Why?', text: 'Draft.' },
      blocks: [{ kind: 'paragraph', text: 'Draft.' }],
    },
  ],
  productHelps: ['Draft.'],
};

export default tutorial;
