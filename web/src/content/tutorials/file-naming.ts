import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For the moment you download your resume and attach it to an application.',
  intro:
    'The file is the first thing a recruiter handles. A clear name, the right format and a small size make sure it opens, is found again and looks professional.',
  sections: [
    {
      heading: 'PDF or DOCX?',
      note: {
        label: 'Which format do tracking systems prefer?',
        text: 'Most accept both. A text-based PDF keeps your layout exactly; some older systems and recruitment agencies prefer DOCX because they edit resumes before sending them on. Follow the posting’s instructions.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'PDF: the default for applications and e-mails; looks the same on every device.',
            'DOCX: when the employer or agency asks for Word, or when you want to edit further.',
            'Never send an image (JPG, PNG) or a scan of a printed resume.',
          ],
        },
      ],
    },
    {
      heading: 'Name the file',
      note: {
        label: 'What name does this app give the file?',
        text: 'Downloads from the dashboard carry your name and the document type, as "Maria Lopez-resume.pdf" (or ".docx"). Add the role before sending if you like: "Maria-Lopez-Resume-Data-Analyst.pdf".',
      },
      blocks: [
        {
          kind: 'example',
          weak: 'resume final FINAL v3 (2).pdf',
          strong: 'Maria-Lopez-Resume-Data-Analyst.pdf',
          why: 'Your name, the document type and the role: a recruiter can find it in a folder of hundreds.',
        },
        {
          kind: 'list',
          items: [
            'Use your full name, the word Resume (or CV) and optionally the role.',
            'Use hyphens or underscores rather than spaces, and no special characters.',
            'Name the cover letter the same way: "Maria-Lopez-Cover-Letter.pdf".',
          ],
        },
      ],
    },
    {
      heading: 'Size and final checks',
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep the file under 1 MB; text-based PDFs are usually far smaller.',
            'Open the downloaded file once before sending, on your phone if you can.',
            'Check that you can select and copy the text: if you cannot, a tracking system cannot read it either.',
          ],
        },
      ],
    },
  ],
  productHelps: [
    'Every stored resume downloads as PDF or DOCX from its dashboard card with one click.',
    'PDFs contain real, selectable text and are typically well under 1 MB.',
    'Cover letters download as PDF or DOCX too, named Cover_Letter_<your name>.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Create a resume you can download in both formats.',
  },
};

export default tutorial;
