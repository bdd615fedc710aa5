import { describe, expect, it } from 'vitest';
import { layoutPage, readPdfPages } from '../src/parse/pdfLayout.mjs';

/** A pdf.js text item: `str` set at (x, y) in a 10 pt font, about 5 pt a character wide. */
const item = (str: string, x: number, y: number, size = 10, fontName = 'body') => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
  fontName,
});

describe('reading a PDF page as laid out', () => {
  it('reads a sidebar and a main column each in turn, whatever order the content stream draws them in', () => {
    const sidebar = ['SKILLS', 'Python', 'SQL', 'Kafka', 'EDUCATION', 'UC Berkeley', '2019'];
    const main = [
      'EXPERIENCE',
      'Data Engineer, Acme Corporation, Oakland',
      'Jan 2021 – Present',
      '• Built the pipelines that load every order into the warehouse',
      'Analyst, Initech',
    ];
    // Drawn row by row across both columns, as many generators do.
    const items = [item('Jane Doe', 250, 780, 20)];
    for (let i = 0; i < 7; i++) {
      const left = sidebar[i];
      const right = main[i];
      if (left) items.push(item(left, 40, 740 - 14 * i));
      if (right) items.push(item(right, 220, 740 - 14 * i));
    }
    expect(layoutPage(items, 612)).toEqual(['Jane Doe', ...sidebar, ...main]);
  });

  it('keeps a date set to the right of its line on that line, in a one-column page', () => {
    const items = [
      item('EXPERIENCE', 40, 740),
      item('Data Engineer, Acme', 40, 726),
      item('2021 – Present', 480, 726),
      ...Array.from({ length: 8 }, (_, i) =>
        item('• Built the pipelines that load every order into the warehouse each night', 40, 712 - 14 * i),
      ),
    ];
    expect(layoutPage(items, 612).slice(0, 2)).toEqual(['EXPERIENCE', 'Data Engineer, Acme\t2021 – Present']);
  });

  it('puts back a line a narrow column wrapped, so the degree and school read as one line', () => {
    const items = [
      item('EDUCATION', 40, 740),
      item('Bachelor of Science in', 40, 726),
      item('2019', 175, 726),
      item('Computer Science —', 40, 714),
      item('University of California', 40, 702),
      item('SKILLS', 40, 680),
      item('Python', 40, 666),
    ];
    expect(layoutPage(items, 612)).toEqual([
      'EDUCATION',
      'Bachelor of Science in Computer Science — University of California\t2019',
      'SKILLS',
      'Python',
    ]);
  });

  it('puts back a title a narrow column wrapped when both lines are in the title font, not the body font', () => {
    // A column about 180 pt wide: the title runs to its edge, and "Team" would not have fitted after it.
    const bullet = '• Built the pipelines for orders';
    const items = [
      item('Site Reliability Engineer & Infra', 40, 740, 10, 'bold'),
      item('Team Lead — Danggeun Pay Inc.', 40, 728, 10, 'bold'),
      ...Array.from({ length: 4 }, (_, i) => item(bullet, 40, 716 - 12 * i)),
      item('UC Berkeley, Computer Science', 40, 660),
      item('Economics Society', 40, 648, 10, 'bold'),
    ];
    const lines = layoutPage(items, 612);
    expect(lines[0]).toBe('Site Reliability Engineer & Infra Team Lead — Danggeun Pay Inc.');
    // A line in the body font over one in the title font are two lines: nothing says the first wrapped.
    expect(lines.slice(-2)).toEqual(['UC Berkeley, Computer Science', 'Economics Society']);
  });
});

/** A text item spanning x0 to x1, for a page copied from a real export's geometry. */
const spanned = (str: string, x0: number, x1: number, y: number, size = 10.5, fontName = 'body') => ({
  ...item(str, x0, y, size, fontName),
  width: x1 - x0,
});

describe('finding the gutter of a short two-column page', () => {
  it('puts the gutter beside the sidebar year, where a column lies on either side, not in a wider gap the sidebar crosses', () => {
    // A one-page resume with a sidebar 30 % wide: the sidebar's year ends at 196, its skills line at
    // 174, the main column starts at 217. Between 137 and 172 only the skills line crosses; between 196
    // and 217 only the contact line: both as clear, the first wider, but only the second parts columns.
    const items = [
      spanned('Priya Raman', 235, 362, 777, 20, 'bold'),
      spanned('priya.raman@example.com | +1 555 010 2288', 185, 412, 756),
      spanned('EDUCATION', 43, 116, 723, 11.5, 'bold'),
      spanned('SUMMARY', 217, 281, 723, 11.5, 'bold'),
      spanned('BA Economics —', 43, 128, 701, 10.5, 'bold'),
      spanned('2019', 172, 196, 701),
      spanned('Operations coordinator who keeps small teams running on time.', 217, 536, 701),
      spanned('University of', 43, 110, 686, 10.5, 'bold'),
      spanned('Washington', 43, 106, 671, 10.5, 'bold'),
      spanned('EXPERIENCE', 217, 293, 675, 11.5, 'bold'),
      spanned('Operations Coordinator — Harbor', 217, 395, 653, 10.5, 'bold'),
      spanned('March 2020 to Present', 443, 554, 653),
      spanned('SKILLS', 43, 84, 646, 11.5, 'bold'),
      spanned('Logistics', 217, 263, 638, 10.5, 'bold'),
      spanned('Scheduling · Excel · Vendor', 43, 174, 623),
      spanned('Tacoma, WA', 217, 277, 623),
      spanned('management · SAP', 43, 136, 609),
      spanned('• Cut processing time by 12% for the operations coordinator team', 222, 546, 606),
      spanned('• Trained six new starters on the ordering system', 222, 464, 590),
    ];
    expect(layoutPage(items, 596)).toEqual([
      'Priya Raman',
      'priya.raman@example.com | +1 555 010 2288',
      'EDUCATION',
      'BA Economics — University of Washington\t2019',
      'SKILLS',
      'Scheduling · Excel · Vendor management · SAP',
      'SUMMARY',
      'Operations coordinator who keeps small teams running on time.',
      'EXPERIENCE',
      'Operations Coordinator — Harbor Logistics\tMarch 2020 to Present',
      'Tacoma, WA',
      '• Cut processing time by 12% for the operations coordinator team',
      '• Trained six new starters on the ordering system',
    ]);
  });
  it('does not count the contact line across the top against the gutter it crosses', () => {
    // Between the sidebar's text (to 156) and its year (172) nothing crosses; between the year (to
    // 196) and the main column (217) only the contact line at the top does: that is still the gutter.
    const items = [
      spanned('Amara Okafor', 228, 369, 777, 20, 'bold'),
      spanned('amara.okafor@example.edu | 555 303 4411', 190, 407, 756),
      spanned('EDUCATION', 43, 116, 723, 11.5, 'bold'),
      spanned('SUMMARY', 217, 281, 723, 11.5, 'bold'),
      spanned('BS Computer Science', 43, 153, 701, 10.5, 'bold'),
      spanned('2025', 172, 196, 701),
      spanned('Final-year computer science student looking for a graduate', 217, 509, 701),
      spanned('— Georgia State', 43, 127, 686, 10.5, 'bold'),
      spanned('software role.', 217, 285, 686),
      spanned('University', 43, 97, 671, 10.5, 'bold'),
      spanned('EXPERIENCE', 217, 293, 660, 11.5, 'bold'),
      spanned('SKILLS', 43, 84, 646, 11.5, 'bold'),
      spanned('Student Technician — Campus IT Help Desk', 217, 443, 638, 10.5, 'bold'),
      spanned('Fall 2022 to Present', 457, 554, 638),
      spanned('Java · React · Git · Linux', 43, 156, 623),
      spanned('• Cut processing time by 12% for the student technician team', 222, 523, 623),
      spanned('• Trained six new starters on the ordering system', 222, 464, 606),
    ];
    expect(layoutPage(items, 596).slice(2, 9)).toEqual([
      'EDUCATION',
      'BS Computer Science — Georgia State University\t2025',
      'SKILLS',
      'Java · React · Git · Linux',
      'SUMMARY',
      'Final-year computer science student looking for a graduate software role.',
      'EXPERIENCE',
    ]);
  });
});

describe('telling a wrapped title in a sidebar', () => {
  it("judges the title font against the page's body font, though the sidebar holds more bold than plain", () => {
    const sidebar = [
      ['EDUCATION', 'bold'],
      ['Bachelor of Business', 'bold'],
      ['Administration in', 'bold'],
      ['Accounting — Cloverfield', 'bold'],
      ['College', 'bold'],
      ['CERTIFICATIONS', 'bold'],
      ['Certified Accountant', 'body'],
    ];
    const main = [
      'SUMMARY',
      'Determined accountant with three years of experience in personal and',
      'tax accounting, with excellent skills in mathematics, communication',
      'and organisation and a great proficiency in accounting software, who',
      'closed the books every month on time for a firm of eighty clients.',
      'EXPERIENCE',
      'Certified Public Accountant, Gilmore Financial, Seattle',
    ];
    const items = [spanned('Ebony Moore', 233, 364, 777, 20, 'bold')];
    for (let i = 0; i < sidebar.length; i++) {
      const [text = '', font] = sidebar[i] ?? [];
      items.push(spanned(text, 43, 43 + 5.5 * text.length, 720 - 15 * i, 10.5, font));
      items.push(spanned(main[i] ?? '', 217, 217 + 4.8 * (main[i] ?? '').length, 720 - 15 * i));
    }
    const lines = layoutPage(items, 596);
    expect(lines.slice(0, 5)).toEqual([
      'Ebony Moore',
      'EDUCATION',
      'Bachelor of Business Administration in Accounting — Cloverfield College',
      'CERTIFICATIONS',
      'Certified Accountant',
    ]);
  });
});

describe('putting back a line broken at a hyphen', () => {
  it('joins a word its line broke after its own hyphen with no space between', () => {
    const items = [
      item('EXPERIENCE', 40, 740),
      item('• Led a team of developers in building scalable and high-', 40, 726),
      item('performing e-commerce applications.', 47, 714),
      item('• Delivered every project on time', 40, 702),
    ];
    expect(layoutPage(items, 612).slice(1, 2)).toEqual([
      '• Led a team of developers in building scalable and high-performing e-commerce applications.',
    ]);
  });
});

/** The text readPdfPages gives for pages of items, through a stand-in for pdf-parse's document. */
const readPages = (...pages: object[][]) =>
  readPdfPages(
    {
      load: async () => ({
        getPage: async (n: number) => ({
          getViewport: () => ({ width: 612 }),
          getTextContent: async () => ({ items: pages[n - 1] }),
          cleanup: () => undefined,
        }),
      }),
    },
    pages.length,
  );

describe('the text handed to the structure parser', () => {
  it("marks a line set in one style other than the body's with that style, over all pages", async () => {
    const body = (text: string, y: number) => item(text, 40, y, 10, 'regular');
    const first = [
      item('Jane Doe', 40, 760, 20, 'bold'),
      item('PUBLICATIONS', 40, 730, 13, 'bold'),
      body('Glacial till geochemistry in western Norway', 716),
      item('Engineer, Acme', 40, 700, 10, 'bold'),
      item('2019 – 2021', 400, 700, 10, 'regular'),
      ...Array.from({ length: 4 }, (_, i) =>
        body(`• Built pipeline number ${i} for the orders team`, 686 - 14 * i),
      ),
    ];
    // A second page of headings alone: the body is the document's, not the page's.
    const second = [item('TALKS', 40, 760, 13, 'bold'), item('AWARDS', 40, 730, 13, 'bold')];
    expect((await readPages(first, second)).split('\n')).toEqual([
      'Jane Doe\u001fbold@20.0',
      'PUBLICATIONS\u001fbold@13.0',
      'Glacial till geochemistry in western Norway',
      // Set in two styles: no style of its own.
      'Engineer, Acme\t2019 – 2021',
      ...Array.from({ length: 4 }, (_, i) => `• Built pipeline number ${i} for the orders team`),
      '',
      'TALKS\u001fbold@13.0',
      'AWARDS\u001fbold@13.0',
    ]);
  });

  it("marks where a line broke after a hyphen, and takes the marks out of the document's own text", async () => {
    const text = await readPages([
      item('EXPERIENCE', 40, 740),
      item('• Led a team of developers in building scalable and high-', 40, 726),
      item('performing e-commerce applications.', 47, 714),
      item('• Delivered every\u001e project\u001f on time', 40, 702),
    ]);
    expect(text.split('\n')).toEqual([
      'EXPERIENCE',
      '• Led a team of developers in building scalable and high-\u001eperforming e-commerce applications.',
      '• Delivered every project on time',
    ]);
  });
});

describe('putting back a title wrapped at its dash', () => {
  // A sidebar's education title in bold, 2025 set right of its first line at `yearX`, which is where
  // that line wrapped; a main column of plain text beside.
  const page = (title: string[], yearX: number) => {
    const items = [item('Jordan Lee', 230, 780, 20, 'bold')];
    const left = [
      ['EDUCATION', 'bold'],
      ...title.map((t) => [t, 'bold']),
      ['SKILLS', 'bold'],
      ['Java · React · Git · Linux · SQL', 'body'],
    ];
    left.forEach(([text = '', font], i) => {
      items.push(item(text, 43, 740 - 15 * i, 10, font));
    });
    items.push(item('2025', yearX, 725));
    for (let i = 0; i < 7; i++)
      items.push(item('Built and ran the help desk of a campus of nine thousand.', 217, 740 - 15 * i));
    return layoutPage(items, 596);
  };

  it('joins a line that opens with the dash of a title set in the title font', () => {
    expect(page(['BS Computer Science', '— Georgia State', 'University'], 152).slice(1, 3)).toEqual([
      'EDUCATION',
      'BS Computer Science — Georgia State University\t2025',
    ]);
  });

  it('joins a name in capitals after a title that ends on its dash', () => {
    expect(page(['Master of Science in', 'Computer Science —', 'MIT'], 160).slice(1, 3)).toEqual([
      'EDUCATION',
      'Master of Science in Computer Science — MIT\t2025',
    ]);
  });
});

describe('telling a date set right of a title from the title', () => {
  it('keeps a year apart from a title that wrapped close to it, in another font', () => {
    // Our two-column export: the bold title's first line ends 0.9 em before the plain year.
    const items = [
      spanned('EDUCATION', 43, 116, 723, 11.5, 'bold'),
      spanned('Graduate Certificate in', 43, 163, 701, 10.5, 'bold'),
      spanned('2016', 172, 196, 701),
      spanned('Warehouse & Supply', 43, 150, 686, 10.5, 'bold'),
      spanned('Chain Management —', 43, 159, 671, 10.5, 'bold'),
      spanned('Holland', 43, 84, 657, 10.5, 'bold'),
    ];
    expect(layoutPage(items, 596)).toEqual([
      'EDUCATION',
      'Graduate Certificate in Warehouse & Supply Chain Management — Holland\t2016',
    ]);
  });
});

describe('a column of dates is no column', () => {
  it('reads a page of one-line entries, each with its year set right, line by line', () => {
    // The last page of a resume: a job's foot, then certifications, each year set right on its line.
    const certificates = [
      'AWS Certified Advanced Networking Specialty, Amazon Web Services',
      'AWS Certified Security Specialty, Amazon Web Services',
      'Certified Kubernetes Application Developer, The Linux Foundation',
      'HashiCorp Certified: Terraform Associate, HashiCorp',
      'Google Cloud Professional Cloud Architect, Google',
      'Certified Information Systems Security Professional, ISC2',
      'Certified Scrum Master, Scrum Alliance',
      'Microsoft Certified: Azure Administrator Associate, Microsoft',
    ];
    const items = [
      spanned('Software Engineer — ShitOne Corp.', 43, 230, 736, 10.5, 'bold'),
      spanned('Dec. 2011 to Feb. 2012', 460, 570, 736),
      spanned(
        '• Implemented the Android application and wrote the API server for community service, along',
        48,
        558,
        721,
      ),
      spanned('with the lead engineer who designed the bidding protocol and its API server.', 56, 420, 706),
      spanned('CERTIFICATIONS', 43, 145, 680, 11.5, 'bold'),
    ];
    certificates.forEach((text, i) => {
      items.push(spanned(text, 43, 43 + 5.6 * text.length, 658 - 21 * i, 10.5, 'bold'));
      items.push(spanned(String(2010 + i), 546, 570, 658 - 21 * i));
    });
    expect(layoutPage(items, 612).slice(3)).toEqual(certificates.map((text, i) => `${text}\t${2010 + i}`));
  });

  it("puts the gutter after a sidebar's years, where the main column starts, not before them", () => {
    // The sidebar's titles end by 151, its years run 172 to 196, the main column starts at 217: both
    // gaps are clear, but only the second has the main column's lines starting along it.
    const sidebar = [
      ['Master of Science in', 148],
      ['Computer Science —', 150],
      ['Georgia Institute of', 146],
      ['Technology', 102],
      ['Bachelor of', 102],
      ['Engineering in', 119],
      ['Electrical and', 114],
      ['Electronics — Birla', 140],
    ] as const;
    const items = [spanned('EDUCATION', 43, 116, 723, 11.5, 'bold')];
    sidebar.forEach(([text, x1], i) => {
      items.push(spanned(text, 43, x1, 701 - 15 * i, 10.5, 'bold'));
      items.push(
        spanned('Built the pipelines that load every order into the warehouse', 217, 540, 701 - 15 * i),
      );
    });
    items.push(spanned('2013', 172, 196, 701), spanned('2012', 172, 196, 641));
    expect(layoutPage(items, 596).slice(0, 3)).toEqual([
      'EDUCATION',
      'Master of Science in Computer Science — Georgia Institute of Technology\t2013',
      'Bachelor of Engineering in Electrical and Electronics — Birla\t2012',
    ]);
  });
});

describe('putting back a line a sidebar wrapped', () => {
  /**
   * A sidebar 153 pt wide (43 to 196) beside a main column of plain text, lines given as text, where they
   * end, font and baseline (and where they start, when not at the sidebar's edge); under them the
   * sidebar's widest line, which sets its edge, at the paragraph's line distance.
   */
  const sidebarPage = (lines: ReadonlyArray<readonly [string, number, string, number, number?]>) => {
    const items = lines.map(([text, x1, font, y, x0 = 43]) => spanned(text, x0, x1, y, 10.5, font));
    const last = lines.at(-1)?.[3] ?? 700;
    items.push(spanned('JavaScript · TypeScript · HTML5 · CSS', 43, 196, last - 15));
    for (let i = 0; i < 12; i++)
      items.push(
        spanned('Built the pipelines that load every order into the warehouse', 217, 540, 716 - 15 * i),
      );
    return layoutPage(items, 596);
  };

  it('joins a title whose box stops short of the column, as a title beside an empty date does', () => {
    // "Professional," would have ended at 195, inside the column's 196 but past the title's own box.
    const lines = sidebarPage([
      ['CERTIFICATIONS', 145, 'bold', 716],
      ['Oracle Certified', 125, 'bold', 694],
      ['Professional, Java SE 8', 158, 'bold', 679],
      ['Programmer', 110, 'bold', 665],
      ['Certified Angular', 133, 'bold', 644],
      ['Developer', 96, 'bold', 630],
    ]);
    expect(lines.slice(0, 3)).toEqual([
      'CERTIFICATIONS',
      'Oracle Certified Professional, Java SE 8 Programmer',
      'Certified Angular Developer',
    ]);
  });

  it('joins a title set in capitals that wrapped in its title font, not a heading over a title', () => {
    const lines = sidebarPage([
      ['EXPERIENCE', 110, 'bold', 716],
      ['DATA ENGINEERING INTERN —', 190, 'bold', 701],
      ['Propeluss', 95, 'bold', 686],
    ]);
    expect(lines.slice(0, 2)).toEqual(['EXPERIENCE', 'DATA ENGINEERING INTERN — Propeluss']);
  });

  it('joins a line of a run-in list that ran out of room, at the paragraph’s line distance', () => {
    const lines = sidebarPage([
      ['LANGUAGES', 118, 'bold', 716],
      ['English Native speaker · Italian', 194, 'body', 701],
      ['Native speaker', 116, 'body', 686],
    ]);
    expect(lines.slice(0, 2)).toEqual(['LANGUAGES', 'English Native speaker · Italian Native speaker']);
  });

  it('keeps apart items of a list set further apart than a paragraph’s lines', () => {
    const lines = sidebarPage([
      ['SKILLS', 84, 'bold', 716],
      ['Customer relationship management', 194, 'body', 698],
      ['Vendor negotiation', 140, 'body', 680],
      ['Inventory control and forecasting', 193, 'body', 662],
      ['Scheduling', 100, 'body', 644],
    ]);
    expect(lines.slice(1, 5)).toEqual([
      'Customer relationship management',
      'Vendor negotiation',
      'Inventory control and forecasting',
      'Scheduling',
    ]);
  });

  it('keeps apart short items when the widest of them alone sets the column’s edge', () => {
    const items = [
      spanned('SKILLS', 43, 84, 716, 10.5, 'bold'),
      spanned('Project Management', 43, 150, 701),
      spanned('Budgeting', 43, 95, 686),
      spanned('Scheduling', 43, 98, 671),
      spanned('Payroll', 43, 80, 656),
    ];
    for (let i = 0; i < 8; i++)
      items.push(
        spanned('Built the pipelines that load every order into the warehouse', 217, 540, 716 - 15 * i),
      );
    expect(layoutPage(items, 596).slice(0, 5)).toEqual([
      'SKILLS',
      'Project Management',
      'Budgeting',
      'Scheduling',
      'Payroll',
    ]);
  });

  it('keeps apart lines set to the right, which all end at the edge', () => {
    const lines = sidebarPage([
      ['SKILLS', 196, 'bold', 716, 155],
      ['Customer relationship', 196, 'body', 701, 90],
      ['Vendor negotiation', 196, 'body', 686, 100],
      ['Scheduling', 196, 'body', 671, 140],
    ]);
    expect(lines.slice(1, 4)).toEqual(['Customer relationship', 'Vendor negotiation', 'Scheduling']);
  });

  it('joins an abbreviation in brackets and a name in a script without capitals, neither a heading', () => {
    const lines = sidebarPage([
      ['CERTIFICATIONS', 145, 'bold', 716],
      ['AWS Certified Developer -', 158, 'bold', 701],
      ['Associate, Amazon Web Services', 190, 'bold', 686],
      ['(AWS)', 73, 'bold', 671],
      ['BSc Computer Science —', 170, 'bold', 650],
      ['東京大学', 85, 'bold', 635],
    ]);
    expect(lines.slice(1, 3)).toEqual([
      'AWS Certified Developer - Associate, Amazon Web Services (AWS)',
      'BSc Computer Science — 東京大学',
    ]);
  });

  it('joins a line that goes on with a bracket', () => {
    const lines = sidebarPage([
      ['CERTIFICATIONS', 145, 'bold', 716],
      ['Amazon Web Services', 156, 'bold', 701],
      ['(AWS) Certified Solutions', 172, 'bold', 686],
      ['Architect (CSA)', 120, 'bold', 671],
    ]);
    expect(lines.slice(0, 2)).toEqual([
      'CERTIFICATIONS',
      'Amazon Web Services (AWS) Certified Solutions Architect (CSA)',
    ]);
  });
});
