import { type OutlineEntry, type OutlineSection, type ResumeData, resumeOutline } from '@rb/contracts';
import { HeadingLevel, Paragraph, TextRun } from 'docx';
import { packDocx } from './document';

const present = (values: (string | null | undefined)[]) =>
  values.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);

const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });

function entry(e: OutlineEntry): Paragraph[] {
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(e.title)] }),
    ...(e.when ? [new Paragraph({ children: [new TextRun({ text: e.when, italics: true })] })] : []),
    ...e.details.map((text) => new Paragraph({ text })),
    ...e.bullets.map(bullet),
  ];
}

function body(s: OutlineSection): Paragraph[] {
  switch (s.kind) {
    case 'text':
      return [new Paragraph({ text: s.text })];
    case 'inline':
      return [new Paragraph({ text: s.items.join(' · ') })];
    case 'bullets':
      return s.items.map(bullet);
    case 'entries':
      return s.entries.flatMap(entry);
  }
}

/** A resume as .docx with real headings and bullet lists, section for section like the PDF templates. */
export function resumeDocx(resume: ResumeData): Promise<Buffer> {
  const name = resume.name.trim() || 'Resume';
  const contact = present([resume.email, resume.phone, resume.linkedin, resume.portfolio]).join(' | ');
  return packDocx(name, [
    new Paragraph({ text: name, heading: HeadingLevel.TITLE }),
    ...(contact ? [new Paragraph({ text: contact })] : []),
    ...resumeOutline(resume).flatMap((s) => [
      new Paragraph({ text: s.title, heading: HeadingLevel.HEADING_1 }),
      ...body(s),
    ]),
  ]);
}
