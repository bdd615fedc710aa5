import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For international students and graduates applying in a new country.',
  intro:
    'Resume conventions change between countries. Adapting to local expectations, explaining your right to work clearly and translating your experience helps an unfamiliar reader see your value.',
  sections: [
    {
      heading: 'Follow local conventions',
      note: {
        label: 'Resume or CV?',
        text: 'In the US and Canada a "resume" is the one-to-two-page document; a "CV" means a long academic record. In the UK, Ireland and much of Europe, "CV" is the everyday word for the short document.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Leave out photo, date of birth, marital status and nationality where these are not expected (US, UK, Canada, Australia).',
            'Use the local date and spelling conventions, and the local paper size: Letter in the US and Canada, A4 elsewhere.',
            'Keep to one page if you are early in your career; two at most.',
          ],
        },
      ],
    },
    {
      heading: 'Work authorisation',
      note: {
        label: 'Do I have to mention my visa?',
        text: 'You are not required to, but a short factual line saves recruiters guessing, especially if you are eligible for post-study work. Never overstate your status.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Foreign student, visa issues may apply.',
          strong:
            'Work authorisation: eligible for the UK Graduate visa from September 2025; no sponsorship needed.',
          why: 'Precise, positive and tells the employer exactly what they need to know.',
        },
      ],
    },
    {
      heading: 'Translate your experience',
      blocks: [
        {
          kind: 'list',
          items: [
            'Explain employers and universities the reader may not know, in a few words: "Sunrise Logistics (national freight company, 3,000 staff)".',
            'Convert grades where helpful: "GPA 3.7/4.0 equivalent" or "First-class equivalent", if you have an official comparison.',
            'Give currency figures with a unit the reader understands, or use percentages.',
            'List languages with a level: "Mandarin (native), English (C1, IELTS 7.5)".',
          ],
        },
      ],
    },
    {
      heading: 'Language check',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ask a native speaker or your university careers service to read it. Watch for literal translations of job titles; use the title a local employer would use for the same work.',
        },
      ],
    },
  ],
  productHelps: [
    'Both templates render accented and non-Latin characters, so names and institutions keep their correct spelling.',
    'AI enhancement can smooth the wording of bullets written in a second language while keeping the facts.',
    'Download a DOCX to adjust local details, such as paper size, in a word processor.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Build a resume for your new country in the resume form.',
  },
};

export default tutorial;
