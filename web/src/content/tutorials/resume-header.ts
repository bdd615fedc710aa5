import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For everyone: the header is the one section every reader sees.',
  intro:
    'Your header tells the reader who you are and how to reach you. It should take two lines, contain nothing that invites bias, and work when copied into a recruiter’s system.',
  sections: [
    {
      heading: 'What belongs in the header',
      note: {
        label: 'Should I include my full address?',
        text: 'Usually not. City and country (or state) is enough to show where you are. A full street address adds privacy risk and gives the reader nothing useful.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Your name, as you want to be addressed. A preferred first name is fine: "Nguyen (Tina) Thi".',
            'A professional e-mail address, ideally firstname.lastname.',
            'One phone number, with the country code if you apply internationally.',
            'A LinkedIn address, customised so it ends in your name rather than random digits.',
            'A portfolio, GitHub or personal site only if it shows work relevant to the job.',
          ],
        },
      ],
    },
    {
      heading: 'What to leave out',
      note: {
        label: 'Why not a photo?',
        text: 'In the UK, US, Canada, Ireland and Australia, photos are not expected and some employers discard resumes with them to avoid bias claims. Some countries in Europe and Asia still expect one; follow local practice.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Date of birth, age, marital status, religion, nationality (unless work authorisation is relevant, see the international students tutorial).',
            'The words "Resume" or "Curriculum Vitae" as a title: the document’s purpose is obvious.',
            'Several e-mail addresses or phone numbers.',
            'Links to social media that are not professional.',
          ],
        },
      ],
    },
    {
      heading: 'Formatting the header',
      note: {
        label: 'What size should the contact line be?',
        text: 'Use 10 to 12 pt for the contact details and make your name the largest text on the page. Keep the contact line in the main body, not in the document’s page header area, which some systems skip.',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'PARTY_GIRL_99@mail.com | 07700900123 | 07700900456 | 12 Long Road, Flat 3, Leeds LS1 1AA',
          strong:
            'Maria Lopez\nmaria.lopez@mail.com | +44 7700 900123 | Leeds, UK | linkedin.com/in/marialopez',
          why: 'One clear contact per channel, a professional address and only the location a recruiter needs.',
        },
      ],
    },
  ],
  productHelps: [
    'The resume form has dedicated fields for name, e-mail, phone, LinkedIn and portfolio, and both templates lay them out as one clean contact line.',
    'The header is written as real text in the document body, so screening software can read it.',
    'The ATS score flags missing contact details in its list of formatting problems.',
  ],
  cta: {
    label: 'Edit My Resume Header',
    lead: 'Update your name and contact fields in the resume form.',
  },
};

export default tutorial;
