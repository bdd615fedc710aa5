import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone who has worked remotely or is applying for remote roles.',
  intro:
    'Remote employers want evidence that you deliver without someone watching: clear writing, self-management and comfort with online tools. Show it explicitly rather than assuming "remote" speaks for itself.',
  sections: [
    {
      heading: 'Label remote work clearly',
      note: {
        label: 'Where should "remote" go?',
        text: 'Next to the location on the job line: "Acme Ltd, London (remote)". For hybrid roles, write "hybrid". Keep the employer’s location so the reader knows the time zone you worked in.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'Customer Support Agent, Acme (2022–2024)',
          strong: 'Customer Support Agent, Acme Ltd (fully remote, UK/US team), 2022–2024',
          why: 'States the working pattern and hints at cross-time-zone experience.',
        },
      ],
    },
    {
      heading: 'Show the remote skills',
      note: {
        label: 'Which tools should I list?',
        text: 'The ones you used daily and that the posting mentions: Slack or Teams, Zoom, Jira or Trello, Google Workspace, Notion, GitHub. Avoid listing every app you have opened once.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Self-management: met deadlines or targets with little supervision.',
            'Written communication: documentation, handovers, updates read by others.',
            'Collaboration across time zones: meetings scheduled, handovers between regions.',
            'Results measured without an office: tickets closed, releases shipped, sales made.',
          ],
        },
        {
          kind: 'example',
          weak: 'Worked from home on various projects.',
          strong:
            'Wrote the team’s onboarding guide in Notion, cutting new-hire setup from two weeks to four days across a 9-person remote team.',
          why: 'Written communication and remote collaboration with a measurable outcome.',
        },
      ],
    },
    {
      heading: 'Applying for remote roles',
      blocks: [
        {
          kind: 'list',
          items: [
            'Say which time zones you can work in, in your summary or cover letter.',
            'Check whether the role is remote within a country only; many are.',
            'Mention a reliable setup only if the posting asks.',
          ],
        },
      ],
    },
  ],
  productHelps: [
    'Add "(remote)" or "(hybrid)" to the company field in the resume form so it appears on the job line.',
    'Your resumes are stored in your account, so you can sign in and download them from any device.',
    'The cover letter generator lets you name remote collaboration as a focus area.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Describe your remote work in the resume form.',
  },
};

export default tutorial;
