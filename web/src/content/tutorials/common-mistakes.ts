import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone who is applying a lot and hearing little back.',
  intro:
    'When applications go unanswered, the cause is often a handful of fixable problems. Check your resume against this list, one category at a time.',
  sections: [
    {
      heading: 'Content mistakes',
      note: {
        label: 'Which mistake is most common?',
        text: 'Describing duties instead of results. Recruiters already know what a sales assistant does; they want to know how well you did it.',
      },
      blocks: [
        {
          kind: 'mistakes',
          caption: 'Content mistakes and their fixes',
          rows: [
            {
              mistake: 'Bullets copied from the job description of your old job',
              why: 'They describe the role, not you.',
              fix: 'Rewrite each as action + result, with a number where you can.',
            },
            {
              mistake: 'No summary, or a generic one',
              why: 'The reader has to work out what you want and why you fit.',
              fix: 'Two to three sentences: who you are, your best proof, your target role.',
            },
            {
              mistake: 'Every job since school, in equal detail',
              why: 'Recent relevant work gets lost.',
              fix: 'Detail the last 3 to 4 roles within 5 to 7 years; shorten the rest.',
            },
            {
              mistake: 'Skills that are not backed up anywhere',
              why: 'Unsupported claims are ignored.',
              fix: 'Make sure each key skill appears in at least one bullet.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Formatting mistakes',
      note: {
        label: 'Is a designed resume ever a good idea?',
        text: 'For design roles, show design skill in your portfolio and keep the resume readable. A heavily designed resume often fails when a screening system tries to read it.',
      },
      blocks: [
        {
          kind: 'mistakes',
          caption: 'Formatting mistakes and their fixes',
          rows: [
            {
              mistake: 'Two columns, text boxes or tables',
              why: 'Screening software may read them out of order or not at all.',
              fix: 'Use one column and plain text.',
            },
            {
              mistake: 'Contact details in the page header area',
              why: 'Some systems skip document headers and footers.',
              fix: 'Put them at the top of the body.',
            },
            {
              mistake: 'Inconsistent dates',
              why: 'It looks careless and makes gaps harder to read.',
              fix: 'Use one format everywhere, such as years only.',
            },
            {
              mistake: 'Three or more pages',
              why: 'Readers stop before the end.',
              fix: 'Keep to one page (entry-level) or two.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Application mistakes',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sending the same resume everywhere: tailor the summary, top bullets and skills each time.',
            'A file called "resume.pdf": include your name in the file name.',
            'Sending a Word file when the employer asked for PDF, or the other way round.',
            'Not reading it once more: a typo in the company name is fatal.',
          ],
        },
      ],
    },
  ],
  productHelps: [
    'Both templates avoid the formatting traps above: one column, plain text, contact details in the page body.',
    'The ATS score lists formatting problems it finds, such as missing sections or contact details.',
    'AI enhancement rewrites duty-style bullets into action-led ones.',
  ],
  cta: {
    label: 'Enhance My Resume for ATS',
    lead: 'Fix what you found in the resume form.',
  },
};

export default tutorial;
