import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone applying through online forms or job boards.',
  intro:
    'Many employers filter applications with an applicant tracking system (ATS) that searches resumes for the skills and terms in the job posting. Recruiters search the same way. This guide shows how to find those keywords and use them honestly.',
  sections: [
    {
      heading: 'Find the keywords',
      note: {
        label: 'What counts as a keyword?',
        text: 'Mostly nouns: tools, qualifications, methods and job titles ("Excel", "phlebotomy", "IFRS", "project coordinator"). Soft skills matter too, but hard skills and credentials carry most weight in a search.',
      },
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Copy the posting into a document and highlight every skill, tool, qualification and job title.',
            'Mark the ones under "requirements" or "essential" as must-haves; "desirable" or "nice to have" are second priority.',
            'Count repeats: a term mentioned three times matters more than one mentioned once.',
            'Note the exact form used: "Microsoft Excel" or "Excel", "RN" or "Registered Nurse".',
          ],
        },
      ],
    },
    {
      heading: 'Place them where they count',
      note: {
        label: 'Is a skills list enough?',
        text: 'No. A keyword in a bullet with context ("Reconciled 40 supplier accounts monthly in SAP") is stronger evidence, for software and for people, than the same word alone in a list.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Summary: the job title and two or three must-have skills.',
            'Experience bullets: the skills in context, with results.',
            'Skills section: the tools and methods, spelt as in the posting.',
            'Certifications: full name plus the common abbreviation, e.g. "Certified Associate in Project Management (CAPM)".',
          ],
        },
        {
          kind: 'example',
          weak: 'Skills: spreadsheets, finance software, accounts.',
          strong:
            'Skills: Microsoft Excel (pivot tables, VLOOKUP), Sage 50, accounts payable, bank reconciliation.',
          why: 'Uses the posting’s exact terms and shows depth within each tool.',
        },
      ],
    },
    {
      heading: 'Stay honest',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Never add a keyword for something you cannot do or discuss in an interview. Hiding keywords in white text, or pasting the posting into your resume, is easy to spot once a person opens the file and is a fast route to rejection.',
        },
        {
          kind: 'tip',
          text: 'If you have a skill under a different name, use the posting’s name: "client onboarding" can honestly become "customer onboarding" if the work was the same.',
        },
      ],
    },
  ],
  productHelps: [
    'Paste a job description on a dashboard resume card and Score Resume shows a keyword match, a soft-skills match and an industry-terms match.',
    'The score panel lists formatting problems that could stop a screening system reading your resume.',
    'AI enhancement rewrites bullets with clear action verbs, making it easier to fit keywords into context.',
  ],
  cta: {
    label: 'Enhance My Resume for ATS',
    lead: 'Add the keywords you found to your resume in the form.',
  },
};

export default tutorial;
