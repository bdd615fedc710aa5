import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For school leavers, students and anyone applying for their first job.',
  intro:
    'Everyone starts with no work experience. A first resume wins on potential: what you have learned, what you have done outside work, and how clearly you present it.',
  sections: [
    {
      heading: 'Order your sections for a first resume',
      note: {
        label: 'How long should a first resume be?',
        text: 'One page. A tight single page reads as confident; a stretched second page reads as padding.',
      },
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Header with contact details.',
            'Summary: what you are studying or have completed, your strongest skills and the role you want.',
            'Education: qualification, institution, year, and relevant modules or projects.',
            'Projects and activities: coursework, clubs, sports, volunteering, personal projects.',
            'Skills: specific tools, languages and certificates.',
          ],
        },
      ],
    },
    {
      heading: 'Turn school and life into evidence',
      note: {
        label: 'Can I include school projects?',
        text: 'Yes. A group project with a clear result is real evidence of teamwork and planning. Write it like a job: what you did and what came of it.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Good at teamwork and organisation.',
          strong:
            'Organised a Year 13 charity bake sale with 5 classmates, raising £420 for a local hospice.',
          why: 'Teamwork and organisation shown with a real outcome.',
        },
        {
          kind: 'example',
          weak: 'Interested in computers.',
          strong:
            'Built a personal website with HTML and CSS to showcase photography; about 300 visitors in its first month.',
          why: 'Turns an interest into a skill with a result.',
        },
      ],
    },
    {
      heading: 'Education details that help',
      blocks: [
        {
          kind: 'list',
          items: [
            'List GPA or grade average only if it is 3.5 or higher (or a strong local equivalent).',
            'Add two or three relevant modules or coursework topics.',
            'Mention awards, scholarships or positions of responsibility such as prefect or society treasurer.',
          ],
        },
      ],
    },
  ],
  productHelps: [
    'The resume form works with any combination of sections: leave experience empty and lead with education and skills.',
    'AI enhancement can turn short activity notes into clear, action-led bullets.',
    'The ATS score shows which skills from a posting your resume already covers.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Start your first resume with your education and projects.',
  },
};

export default tutorial;
