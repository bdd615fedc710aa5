import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For the last ten minutes before you press Apply.',
  intro:
    'Run through these checks before every application. Most take seconds, and together they catch the errors that readers notice first.',
  sections: [
    {
      heading: 'Content',
      note: {
        label: 'Why check against the posting again?',
        text: 'Postings for similar titles differ a lot. A final pass against this posting catches the one required skill you forgot to mention.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'The summary names the role you are applying for, or one very close to it.',
            'Each recent job has two to five bullets, most with a number or a concrete result.',
            'The required skills in the posting appear in your resume, in the posting’s own words, wherever they are true of you.',
            'Your last 3 to 4 roles from the past 5 to 7 years are described; older ones are short or gone.',
            'Every gap of more than 3 to 4 months is accounted for, or you have a sentence ready for it.',
            'GPA appears only if it is 3.5 or higher.',
          ],
        },
      ],
    },
    {
      heading: 'Accuracy',
      note: {
        label: 'What if the AI rewrote something?',
        text: 'Read every AI-enhanced line before you send it. You are responsible for what your resume claims, and an interviewer may ask about any of it.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Names of employers, schools and certifications are spelt exactly as they spell them.',
            'Dates are consistent (all years, or all month and year) and do not overlap by mistake.',
            'E-mail and phone number are correct: send yourself a test message.',
            'Links open and point to your own, up-to-date profiles.',
            'There are no spelling mistakes: read it aloud, slowly, once.',
          ],
        },
      ],
    },
    {
      heading: 'Format and file',
      blocks: [
        {
          kind: 'list',
          items: [
            'One page for entry-level, no more than two for anyone.',
            'Single column, standard headings, no photos, tables or rating bars.',
            'Contact details at 10 to 12 pt in the body of the page.',
            'The file is a PDF unless the employer asks for Word (DOCX), and is under 1 MB.',
            'The file name contains your name: "Maria-Lopez-Resume.pdf", not "resume final v3.pdf".',
          ],
        },
      ],
    },
  ],
  productHelps: [
    'The ATS score compares your resume with the posting and shows keyword, soft-skill and industry-term match, plus formatting problems.',
    'Downloads are available as PDF or DOCX, rendered from an ATS-safe template.',
    'Your dashboard keeps every version you generate, so you can send the right one to the right employer.',
  ],
  cta: {
    label: 'Enhance My Resume for ATS',
    lead: 'Found something to fix? Open the resume form and update it.',
  },
};

export default tutorial;
