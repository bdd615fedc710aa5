import { dateRange, type ResumeData } from '@rb/contracts';
import { HeadingLevel, Paragraph, TextRun } from 'docx';
import { packDocx } from './document';

const present = (values: (string | null | undefined)[]) =>
  values.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);

const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });

function experience(resume: ResumeData): Paragraph[] {
  return resume.experience
    .filter((e) => e.company || e.role)
    .flatMap((e) => [
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        children: [new TextRun(present([e.role, e.company]).join(' — '))],
      }),
      new Paragraph({
        children: [new TextRun({ text: dateRange(e.start_date, e.end_date), italics: true })],
      }),
      ...present(e.responsibilities).map(bullet),
    ]);
}

function education(resume: ResumeData): Paragraph[] {
  return resume.education
    .filter((e) => e.institution || e.degree || e.graduation_year)
    .flatMap((e) => [
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        text: present([e.degree, e.institution]).join(' — '),
      }),
      ...(e.graduation_year ? [new Paragraph({ text: e.graduation_year })] : []),
    ]);
}

/** Only sections with content get a heading, mirroring the HTML templates. */
function section(title: string, body: Paragraph[]): Paragraph[] {
  return body.length ? [heading(title), ...body] : [];
}

/** A resume as .docx with real headings and bullet lists, section for section like the PDF templates. */
export function resumeDocx(resume: ResumeData): Promise<Buffer> {
  const name = resume.name.trim() || 'Resume';
  const contact = present([resume.email, resume.phone, resume.linkedin, resume.portfolio]).join(' | ');
  const skills = present(resume.skills);
  const certs = resume.certifications
    .filter((c) => c.name.trim())
    .map((c) => present([c.name, c.year]).join(', '));
  return packDocx(name, [
    new Paragraph({ text: name, heading: HeadingLevel.TITLE }),
    ...(contact ? [new Paragraph({ text: contact })] : []),
    ...section('Summary', resume.summary.trim() ? [new Paragraph({ text: resume.summary.trim() })] : []),
    ...section('Experience', experience(resume)),
    ...section('Education', education(resume)),
    ...section('Skills', skills.length ? [new Paragraph({ text: skills.join(' · ') })] : []),
    ...section('Certifications', certs.map(bullet)),
  ]);
}
