import { TEMPLATE_AVAILABILITY } from '../productFacts';
import type { Tutorial } from './types';

const tutorial: Tutorial = {
  audience: 'For anyone deciding how their resume should look.',
  intro:
    'A template should make your content easy to read and leave it intact when software reads it. This product has two templates, Classic and Modern, both built for applicant tracking systems. Here is how they differ and how to get the best from either.',
  sections: [
    {
      heading: 'Classic and Modern compared',
      note: {
        label: 'Do the templates change my content?',
        text: 'No. Both use exactly the same content and section order; only the styling of the header and headings differs.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Classic: centred name and contact line, a rule under the header, uppercase section headings with a thin underline. Suits finance, law, public sector, healthcare and traditional employers.',
            'Modern: left-aligned header with a coloured accent bar and coloured headings. Suits tech, marketing, start-ups and creative-adjacent roles.',
            'Both: single column, real selectable text, standard headings, no tables or images, dates aligned on each entry.',
          ],
        },
      ],
    },
    {
      heading: 'Let the content fit the template',
      note: {
        label: 'My resume runs to a third page. What should I change?',
        text: 'The content, not the template. Cut older roles to one line, keep two to five bullets per job, and shorten the summary to two or three sentences.',
      },
      blocks: [
        {
          kind: 'list',
          items: [
            'Keep bullets to one or two lines so the right-aligned dates stay easy to scan.',
            'Use the same date format in every entry.',
            'Fill in the company, role and start date of every job: the dashboard card lists a job only when all three are there.',
          ],
        },
      ],
    },
    {
      heading: 'Why not a more decorative template?',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Decorative layouts (sidebars, photos, graphics) often break when an applicant tracking system converts them to text. If you want to show design skill, do it in a portfolio and link to it from your header.',
        },
      ],
    },
  ],
  productHelps: [
    'Two ATS-safe templates, Classic and Modern, share the same content, so switching never loses information.',
    TEMPLATE_AVAILABILITY,
    'The preview is drawn from the same template as the download, so what you see is what you send.',
    'Downloads come as PDF or DOCX.',
  ],
  cta: {
    label: 'Start Building My Resume',
    lead: 'Build your resume and see it in a template.',
  },
};

export default tutorial;
