import type { ResumeData } from '@rb/contracts';
import {
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { parseResumeHtml } from '../src';

/**
 * Word documents written here with the docx package (the one the renderer uses), converted by mammoth as
 * the browser does, and read as documents: headings, lists, tables and the form of each entry.
 */

type Block = Paragraph | Table;

const bullet = (text: string) => new Paragraph({ text, numbering: { reference: 'dots', level: 0 } });
const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
const plain = (text: string) => new Paragraph({ text });
const bold = (...runs: Array<string | TextRun>) =>
  new Paragraph({
    children: runs.map((r) => (typeof r === 'string' ? new TextRun({ text: r, bold: true }) : r)),
  });
const italic = (text: string) => new Paragraph({ children: [new TextRun({ text, italics: true })] });
const boldItalic = (text: string) => new TextRun({ text, bold: true, italics: true });

const cell = (...children: Paragraph[]) => new TableCell({ children });
const table = (...rows: TableCell[][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map((cells) => new TableRow({ children: cells })),
  });

async function read(...children: Block[]): Promise<ResumeData> {
  const doc = new Document({
    numbering: {
      config: [{ reference: 'dots', levels: [{ level: 0, format: LevelFormat.BULLET, text: '•' }] }],
    },
    sections: [{ children }],
  });
  const html = (await mammoth.convertToHtml({ buffer: await Packer.toBuffer(doc) })).value;
  const resume = parseResumeHtml(html);
  if (!resume) throw new Error('not read as a resume');
  return resume;
}

const head = [bold('Tomasz Kowalczyk'), plain('tomasz.k@example.org | 0161 555 0192')];
const jobA = [
  bold('Marlow Foundry, ', boldItalic('Maintenance Technician')),
  bold('Mar 2020 – Jun 2023'),
  bullet('Serviced 14 hydraulic presses on a weekly rota'),
  bullet('Cut unplanned stoppages by a third'),
];
const jobB = [
  bold('Pennine Castings, ', boldItalic('Machine Operator')),
  bold('Jan 2016 – Feb 2020'),
  bullet('Set up and ran two CNC lathes'),
];

const jobs = (resume: ResumeData) =>
  resume.experience.map((j) => [j.company, j.role, j.responsibilities.length]);

describe('a DOCX read as a document', () => {
  it('puts an entry a list ran into back in the section whose entries have its form', async () => {
    // A Word layout flowing in two columns: the second job and a certificate came after the skills.
    const resume = await read(
      ...head,
      heading('Experience'),
      ...jobA,
      heading('Certifications'),
      bold('City & Guilds,'),
      italic('Level 3 Electrical Installation'),
      bold('May 2019'),
      heading('Skills'),
      bullet('Hydraulics'),
      bullet('Preventive maintenance'),
      ...jobB,
      bold('Road Transport Board,'),
      italic('Forklift Licence'),
      bold('October 2015'),
    );
    expect(jobs(resume)).toEqual([
      ['Marlow Foundry', 'Maintenance Technician', 2],
      ['Pennine Castings', 'Machine Operator', 1],
    ]);
    expect(resume.certifications).toEqual([
      { name: 'City & Guilds, Level 3 Electrical Installation', year: '2019' },
      { name: 'Road Transport Board, Forklift Licence', year: '2015' },
    ]);
    expect(resume.skills).toEqual(['Hydraulics', 'Preventive maintenance']);
  });

  it("leaves an entry among its own section's entries where it is, whatever its form", async () => {
    const resume = await read(
      ...head,
      heading('Experience'),
      ...jobA,
      heading('Education'),
      bold('Salford College, ', boldItalic('BTEC in Engineering')),
      bold('Sep 2013 – Jun 2015'),
    );
    expect(jobs(resume)).toEqual([['Marlow Foundry', 'Maintenance Technician', 2]]);
    expect(resume.education.map((e) => e.institution)).toEqual(['Salford College']);
  });

  it('reads a table of one cell per row as a list', async () => {
    const resume = await read(
      ...head,
      heading('Experience'),
      ...jobA,
      heading('Skills'),
      table([cell(plain('Hydraulics'))], [cell(plain('Pneumatics'))], [cell(plain('PLC fault finding'))]),
    );
    expect(resume.skills).toEqual(['Hydraulics', 'Pneumatics', 'PLC fault finding']);
  });

  it('reads a row of one-line cells as one line, its cells apart', async () => {
    const resume = await read(
      ...head,
      heading('Experience'),
      table([
        cell(plain('Maintenance Technician')),
        cell(plain('Marlow Foundry')),
        cell(plain('2020 – 2023')),
      ]),
      bullet('Serviced 14 hydraulic presses on a weekly rota'),
      heading('Skills'),
      bullet('Hydraulics'),
      heading('Education'),
      plain('BTEC in Engineering, Salford College, 2015'),
    );
    expect(resume.experience.map((j) => [j.company, j.role, j.start_date.slice(0, 4)])).toEqual([
      ['Marlow Foundry', 'Maintenance Technician', '2020'],
    ]);
  });

  it('reads a sidebar table cell by cell: the same fields as the one-column document', async () => {
    const side = [heading('Skills'), bullet('Hydraulics'), bullet('Welding'), heading('Education')];
    const school = plain('BTEC in Engineering, Salford College, 2015');
    const main = [heading('Experience'), ...jobA, ...jobB];
    const oneColumn = await read(...head, ...main, ...side, school);
    const sidebar = await read(...head, table([cell(...side, school), cell(...main)]));
    expect(jobs(sidebar)).toEqual(jobs(oneColumn));
    expect(sidebar.skills).toEqual(oneColumn.skills);
    expect(sidebar.education).toEqual(oneColumn.education);
    expect(jobs(oneColumn)).toHaveLength(2);
  });

  it('keeps a heading set in a one-column table a heading', async () => {
    const resume = await read(
      ...head,
      table([cell(plain('EXPERIENCE'))], [cell(plain('Machine Operator, Pennine Castings, 2016 – 2020'))]),
      table([cell(plain('SKILLS'))], [cell(plain('Lathes'))], [cell(plain('Milling'))]),
    );
    expect(resume.experience.map((j) => j.company)).toEqual(['Pennine Castings']);
    expect(resume.skills).toEqual(['Lathes', 'Milling']);
  });
});

describe('a DOCX heading told by its Word style', () => {
  const talks = [
    'Keeping presses running: a rota that halved stoppages, Northern Maintenance Forum',
    'Hydraulics for apprentices, Salford College open day',
  ];

  it('opens a section at a paragraph in the headings’ Word style, whatever its words', async () => {
    const resume = await read(
      ...head,
      heading('Experience'),
      ...jobA,
      heading('Skills'),
      plain('Hydraulics'),
      heading('Talks and Papers'),
      ...talks.map(plain),
    );
    expect(resume.skills).toEqual(['Hydraulics']);
    expect(resume.custom).toEqual([{ title: 'Talks and Papers', items: talks }]);
  });

  it('reads a styled heading whose first word names a section as a heading of that section, whole', async () => {
    const resume = await read(
      ...head,
      heading('Experience'),
      ...jobA,
      heading('Volunteering Abroad'),
      bold('Peace Corps, ', boldItalic('Water Engineer')),
      bold('Jan 2014 – Dec 2015'),
      bullet('Built two gravity-fed water systems'),
    );
    expect(resume.volunteering).toEqual([
      expect.objectContaining({ organization: 'Peace Corps', role: 'Water Engineer' }),
    ]);
    expect(resume.experience.map((j) => j.company)).toEqual(['Marlow Foundry']);
  });

  it('leaves a bold line a heading only where the words say so, when the jobs’ titles are bold as well', async () => {
    const resume = await read(
      ...head,
      bold('Experience'),
      ...jobA,
      ...jobB,
      bold('Skills'),
      plain('Hydraulics'),
    );
    expect(jobs(resume)).toEqual([
      ['Marlow Foundry', 'Maintenance Technician', 2],
      ['Pennine Castings', 'Machine Operator', 1],
    ]);
    expect(resume.custom).toBeUndefined();
  });
});
