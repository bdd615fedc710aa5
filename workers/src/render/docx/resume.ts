import {
  type OutlineEntry,
  type OutlineSection,
  type PageSize,
  type ResumeData,
  resumeOutline,
} from '@rb/contracts';
import { type DocxParagraph, packDocx, paragraph } from './document';

const present = (values: (string | null | undefined)[]) =>
  values.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);

const bullet = (text: string) => paragraph(text, { bullet: true });

function entry(e: OutlineEntry): DocxParagraph[] {
  return [
    { style: 'Heading2', runs: [{ text: e.title }] },
    ...(e.when ? [{ runs: [{ text: e.when, italics: true }] }] : []),
    ...e.details.map((text) => paragraph(text)),
    ...e.bullets.map(bullet),
  ];
}

function body(s: OutlineSection): DocxParagraph[] {
  switch (s.kind) {
    case 'text':
      return [paragraph(s.text)];
    case 'inline':
      return [paragraph(s.items.join(' · '))];
    case 'bullets':
      return s.items.map(bullet);
    case 'entries':
      return s.entries.flatMap(entry);
  }
}

/** A resume as .docx with real headings and bullet lists, section for section like the PDF templates. */
export function resumeDocx(resume: ResumeData, pageSize: PageSize = 'a4'): Promise<Buffer> {
  const name = resume.name.trim() || 'Resume';
  const contact = present([resume.email, resume.phone, resume.linkedin, resume.portfolio]).join(' | ');
  return packDocx(
    name,
    [
      paragraph(name, { style: 'Title' }),
      ...(contact ? [paragraph(contact)] : []),
      ...resumeOutline(resume).flatMap((s) => [paragraph(s.title, { style: 'Heading1' }), ...body(s)]),
    ],
    pageSize,
  );
}
