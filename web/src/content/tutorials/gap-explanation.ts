import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone who needs the right words for a break in their work history.',
  intro:
    'A good gap explanation is short, factual and points forward. Here is sample wording for the most common reasons, in three places: the resume, the cover letter and the interview.',
  sections: [
    {
      heading: 'The three-part pattern',
      note: {
        label: 'Why keep it so short?',
        text: 'A long explanation sounds defensive and keeps attention on the gap. A short one lets the reader move on to your skills.',
      },
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Reason: neutral and brief. "I took a planned career break to care for my father."',
            'Activity: anything that kept you current. "During that time I completed an AAT Level 3 qualification."',
            'Readiness: why now. "My caring role has ended and I am ready to return to finance full time."',
          ],
        },
      ],
    },
    {
      heading: 'Sample resume lines',
      note: {
        label: 'Should the gap line have bullets?',
        text: 'Only if you did something relevant during it, such as a course, volunteering or a project. Otherwise a single line is better.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Parental leave, 2021–2023',
            'Career break: relocation from Brazil to Canada, 2023',
            'Full-time study: MSc Data Science, University of Leeds, 2022–2023',
            'Health-related break, 2022; fully able to work',
            'Redundancy and job search, 2024; completed Google Project Management certificate',
          ],
        },
      ],
    },
    {
      heading: 'In the cover letter and the interview',
      blocks: [
        {
          kind: 'example',
          weak: 'I know there is a big gap on my CV and I am sorry about it, it was a hard time and…',
          strong:
            'After my role was made redundant in 2023, I used the time to complete a CompTIA A+ certification and volunteer as IT support for a local charity. I am now looking for a full-time service desk role.',
          why: 'No apology, one fact, two useful activities and a clear next step.',
        },
        {
          kind: 'tip',
          text: 'Practise your interview answer aloud until it takes under 30 seconds, then end by turning to the job: "…which is why this role appeals to me."',
        },
      ],
    },
  ],
  productHelps: [
    'The cover letter generator writes a letter around the focus areas you give it; add one sentence about your gap to the result before sending.',
    'The resume form lets you add a gap as its own experience entry with a date range.',
    'Interview and post-interview advice is in the FAQ.',
  ],
};

export default tutorial;
