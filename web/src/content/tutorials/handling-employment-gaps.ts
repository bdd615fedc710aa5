import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone whose history has several breaks, short contracts or a long absence.',
  intro:
    'Layout can make a non-linear history easy to read without hiding anything. These choices keep the focus on what you can do while staying accurate.',
  sections: [
    {
      heading: 'Use years, consistently',
      note: {
        label: 'Is using years only dishonest?',
        text: 'No. Years are a standard, accepted format, as long as they are accurate and you answer honestly if asked for exact months.',
      },
      blocks: [
        {
          kind: 'paragraph',
          text: 'Writing "2021–2023" instead of "March 2021 – January 2023" is common practice and makes short gaps of a few months unremarkable. Use the same format for every entry.',
        },
      ],
    },
    {
      heading: 'Put the gap in the timeline',
      note: {
        label: 'What fields should a gap entry use?',
        text: 'Use the company line for the type of break ("Career break"), the role line for the reason ("Family care"), and the dates. Add a bullet only for something relevant you did.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Job A (2016–2019), then Job B (2022–Present), with nothing between.',
          strong:
            'Job B (2022–Present)\nCareer break: family care (2019–2022). Volunteer treasurer, Hillside Community Garden\nJob A (2016–2019)',
          why: 'The reader sees a complete, intentional timeline with relevant activity inside the break.',
        },
      ],
    },
    {
      heading: 'Lead with skills when the gap is long',
      blocks: [
        {
          kind: 'paragraph',
          text: 'After a long absence, make the top third of the page do more work. A strong summary and a focused skills section let the reader see your fit before they reach the dates.',
        },
        {
          kind: 'list',
          items: [
            'Summary: current skills and the role you want, with a recent achievement if you have one.',
            'Skills: specific, current tools and qualifications, including anything learned during the break.',
            'Experience: still in reverse-chronological order, because readers distrust layouts that hide dates entirely.',
          ],
        },
      ],
    },
    {
      heading: 'Several short jobs',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Temporary or agency work can be grouped: "Agency administrator, Brightstaff Recruitment (2020–2022): placements with 5 clients including the NHS and a law firm." This reads as steady work rather than job-hopping.',
        },
      ],
    },
  ],
  productHelps: [
    'The form’s date fields use years (YYYY, or "Present"), the format recommended here.',
    'Experience entries appear in the order you add them, so you control the timeline.',
    'Both templates show dates right-aligned on each entry, so the timeline is easy to follow.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Lay out your timeline in the resume form.',
  },
};

export default tutorial;
