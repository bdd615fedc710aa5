import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone applying through online application systems.',
  intro:
    'An applicant tracking system turns your file into text, splits it into sections and stores it for recruiters to search. If that conversion fails, a good resume can look empty. These rules keep it readable.',
  sections: [
    {
      heading: 'Layout rules',
      note: {
        label: 'Are all tracking systems this strict?',
        text: 'No, and newer ones parse better. But you rarely know which system an employer uses, so a layout every system can read is the safe choice.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'One column. Columns, text boxes and tables may be read across rather than down.',
            'Contact details in the body of the page, not in the document header or footer.',
            'No images, icons, logos, charts or skill-rating bars.',
            'Simple bullets (• or –), not symbols or emoji.',
            'Real text, never a scanned or image-only PDF.',
          ],
        },
      ],
    },
    {
      heading: 'Headings and dates',
      note: {
        label: 'Can I use a creative heading like "My Journey"?',
        text: 'Avoid it. Systems look for standard headings to split your resume into fields, and "My Journey" may not be recognised as work experience.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Standard headings: Summary, Experience, Education, Skills, Certifications.',
            'Dates in one consistent format, aligned to each entry.',
            'Job title and employer on the same line or adjacent lines, never split across columns.',
          ],
        },
      ],
    },
    {
      heading: 'Fonts and files',
      blocks: [
        {
          kind: 'list',
          items: [
            'A common font at 10 to 12 pt for body text; contact details at 10 to 12 pt too.',
            'PDF unless the employer asks for DOCX; both are widely accepted.',
            'Keep the file under 1 MB; large files can fail to upload.',
          ],
        },
        {
          kind: 'example',
          weak: 'A two-column design resume exported as an image PDF with skill bars.',
          strong: 'A one-column resume with standard headings, exported as a text PDF.',
          why: 'The second can be searched, parsed and copied; the first may arrive as a blank profile.',
        },
      ],
    },
  ],
  productHelps: [
    'Both templates, Classic and Modern, follow every layout rule above: single column, standard headings, real selectable text, no tables or images.',
    'PDFs are rendered with real text, and DOCX files use real headings and lists.',
    'The ATS score lists formatting problems, such as missing sections or contact details, alongside the match scores.',
  ],
  cta: {
    label: 'Enhance My Resume for ATS',
    lead: 'Rebuild your resume in an ATS-safe template.',
  },
};

export default tutorial;
