import { describe, expect, it } from 'vitest';
import { findDateRange } from '../src/parse/dateRanges';
import { contactLines as contact, educationLines as education, parseLines as parse } from './resumeFixtures';

/** Entries real resumes write in ways the parser once misread, each as extraction hands it over. */
const jobs = (...lines: string[]) =>
  parse(...contact, 'Experience', ...lines, ...education).experience.map((j) => [
    j.company,
    j.role,
    j.start_date,
    j.end_date,
    j.responsibilities.length,
  ]);

describe('several roles under one employer', () => {
  it('gives every role the employer named once above them', () => {
    expect(
      jobs(
        'Deloitte',
        'Senior Consultant',
        'Jan 2021 – Present',
        '• Led audit readiness reviews for four retail clients',
        'Consultant',
        'Jun 2018 – Dec 2020',
        '• Mapped finance processes for a regional bank',
        'KPMG',
        'Audit Associate',
        'Sep 2016 – May 2018',
        '• Tested controls for manufacturing clients',
      ),
    ).toEqual([
      ['Deloitte', 'Senior Consultant', 'Jan 2021', 'Present', 1],
      ['Deloitte', 'Consultant', 'Jun 2018', 'Dec 2020', 1],
      ['KPMG', 'Audit Associate', 'Sep 2016', 'May 2018', 1],
    ]);
  });

  it('does so when each role shares its line with its dates', () => {
    expect(
      jobs(
        'Acme Robotics',
        'Senior Software Engineer | 2021 – Present',
        '• Led the migration of the fleet telemetry service to Kafka',
        'Software Engineer | 2018 – 2021',
        '• Built the firmware update pipeline for 40,000 robots',
      ),
    ).toEqual([
      ['Acme Robotics', 'Senior Software Engineer', '2021', 'Present', 1],
      ['Acme Robotics', 'Software Engineer', '2018', '2021', 1],
    ]);
  });
});

describe('a break in the work history', () => {
  // A break listed among the jobs keeps its place in the timeline: an entry whose title says what it
  // was, with its dates and notes, and no employer, since none was named.
  it.each([
    ['Career Break', 'Jan 2017 – Dec 2018'],
    ['Sabbatical', '2016 – 2017'],
    ['Parental Leave', 'Mar 2015 – Feb 2016'],
    ['Gap Year', '2014 – 2015'],
  ])('reads "%s" as a break, not an employer', (title, dates) => {
    const read = jobs(
      'Analyst | Northwind Traders | 2019 - 2021',
      '• Built forecasting models for 30 stores',
      title,
      dates,
      '• Cared for a family member and completed an online course in statistics',
      'Clerk | Southside Bank | 2012 - 2014',
    );
    expect(read.map(([company, role]) => [company, role])).toEqual([
      ['Northwind Traders', 'Analyst'],
      ['', title],
      ['Southside Bank', 'Clerk'],
    ]);
    expect(read[1]?.[4]).toBe(1);
  });

  it('gives a break no employer of the roles above it', () => {
    expect(
      jobs(
        'Deloitte',
        'Consultant',
        'Jun 2019 – Dec 2020',
        '• Mapped finance processes for a regional bank',
        'Career Break | 2021 – 2022',
      ).map(([company, role]) => [company, role]),
    ).toEqual([
      ['Deloitte', 'Consultant'],
      ['', 'Career Break'],
    ]);
  });
});

describe('employers named after a street or a park', () => {
  it.each(['Fleet Street Media', 'Oak Street Health', 'Main Street Bakery', 'Riverside Park Dental'])(
    'keeps "%s" whole, above the role or beside it',
    (employer) => {
      expect(jobs(employer, 'Staff Writer', 'Jan 2019 – Present', '• Wrote 200 features')[0]?.[0]).toBe(
        employer,
      );
      expect(jobs(`Staff Writer | ${employer} | 2016 - 2018`, '• Wrote 200 features')[0]?.[0]).toBe(employer);
    },
  );

  it.each(['Bow Valley Electric', 'Silver Lake Plumbing', 'Cedar Creek Landscaping'])(
    'keeps "%s" whole when the line sets its town and region apart',
    (employer) => {
      expect(
        jobs(
          'Journeyman Electrician',
          `${employer} — Cochrane, AB`,
          'Apr 2018 – Present',
          '• Wired 40 homes',
        )[0],
      ).toEqual([employer, 'Journeyman Electrician', 'Apr 2018', 'Present', 1]);
    },
  );

  it('still cuts a city the layout set beside the employer', () => {
    expect(jobs('Coursera Mountain View', 'Data Analyst', '2019 – 2021', '• Built dashboards')[0]?.[0]).toBe(
      'Coursera',
    );
  });
});

describe('a degree and its field of study after a comma', () => {
  const schools = (...lines: string[]) =>
    parse(...contact, 'Experience', 'Editor | Northwind Press | 2019 - 2021', 'Education', ...lines)
      .education;

  it.each([
    ['Master of Arts, Visual Communication', 'Glasgow School of Art, 2018'],
    ['Bachelor of Fine Arts, Painting', 'Glasgow School of Art, 2018'],
    ['MSc, Data Science', 'Glasgow School of Art, 2018'],
  ])('keeps "%s" together as the degree', (degree, school) => {
    expect(schools(degree, school)).toEqual([
      { degree, institution: 'Glasgow School of Art', graduation_year: '2018' },
    ]);
    expect(schools(`${degree} | ${school.replace(', ', ' | ')}`)).toEqual([
      { degree, institution: 'Glasgow School of Art', graduation_year: '2018' },
    ]);
  });

  it('still reads the school after a degree that names its field', () => {
    expect(schools('BSc Computer Science, Hochschule Mannheim, 2016')).toEqual([
      { degree: 'BSc Computer Science', institution: 'Hochschule Mannheim', graduation_year: '2016' },
    ]);
  });
});

describe('"present" written in the language of the resume', () => {
  it.each([
    '03.2019 – heute',
    '03.2019 bis heute',
    "03.2019 – aujourd'hui",
    '03.2019 – aujourd’hui',
    '03.2019 – actualidad',
    '03.2019 – presente',
  ])('reads "%s" as running to the present', (dates) => {
    expect(jobs(`Data Analyst | Siemens AG | ${dates}`, '• Built dashboards in Power BI')).toEqual([
      ['Siemens AG', 'Data Analyst', '03.2019', 'Present', 1],
    ]);
  });
});

describe('skills headings joined with what the list holds', () => {
  it.each([
    'Technical Skills & Tools',
    'TECHNICAL SKILLS AND TOOLS',
    'Skills & Software',
    'Tools & Technical Skills',
  ])('reads "%s" as the skills heading', (heading) => {
    const resume = parse(
      ...contact,
      'Experience',
      'Analyst | Northwind | 2019 - 2021',
      heading,
      'Python, SQL',
    );
    expect(resume.skills).toEqual(['Python', 'SQL']);
  });
});

describe('months named in the language of the resume', () => {
  it.each([
    ['März 2021 – heute', 'Mar 2021', 'Present'],
    ['janvier 2018 – décembre 2020', 'Jan 2018', 'Dec 2020'],
    ['févr. 2018 – août 2020', 'Feb 2018', 'Aug 2020'],
    ['septiembre 2016 – diciembre 2017', 'Sep 2016', 'Dec 2017'],
    ['Okt. 2015 – Mai 2016', 'Oct 2015', 'May 2016'],
    ['maggio 2014 – giugno 2015', 'May 2014', 'Jun 2015'],
  ])('reads "%s"', (dates, start, end) => {
    expect(jobs(`Software Engineer | Criteo | ${dates}`, '• Wrote Scala jobs for ad bidding')).toEqual([
      ['Criteo', 'Software Engineer', start, end, 1],
    ]);
  });
});

describe('schools named in their own language', () => {
  it.each([
    'Università Bocconi',
    'Universidad de Buenos Aires',
    'Universidade de São Paulo',
    'Universiteit van Amsterdam',
    'Universitat Pompeu Fabra',
  ])('reads "%s" as the school beside a degree the parser does not know', (school) => {
    const resume = parse(
      ...contact,
      'Experience',
      'Analyst | Northwind | 2019 - 2021',
      'Education',
      `Laurea in Economia | ${school} | 2018`,
    );
    expect(resume.education).toMatchObject([{ institution: school, graduation_year: '2018' }]);
  });
});

describe('job titles without a listed title word', () => {
  it.each(['Junior Editor', 'Hospital Pharmacist', 'Sports Reporter', 'Wedding Photographer'])(
    'reads "%s" above its employer as the role',
    (title) => {
      expect(
        jobs('Fleet Street Media', title, 'Jan 2023 – Present', '• Worked on the business desk'),
      ).toEqual([['Fleet Street Media', title, 'Jan 2023', 'Present', 1]]);
    },
  );
});

it('keeps a one-word employer named like a person ("Oracle") as the employer', () => {
  expect(
    jobs(
      'Oracle',
      'Technical Support Engineer',
      'Denver, Colorado',
      '02/2015 - 02/2017',
      '• Resolved tickets',
    ),
  ).toEqual([['Oracle', 'Technical Support Engineer', '02/2015', '02/2017', 1]]);
});

it('keeps English month names as written where the date cannot be normalised ("August 20XX")', () => {
  expect(jobs('Intern | Contoso | September 20XX – August 20XX', '• Ran the front desk')).toEqual([
    ['Contoso', 'Intern', 'September 20XX', 'August 20XX', 1],
  ]);
});

describe('first jobs', () => {
  it('reads one-word titles of service and care work as roles, not employers', () => {
    expect(
      jobs(
        'Barista',
        'Blue Bottle Coffee, Oakland',
        'Jun 2020 – Present',
        '• Served 200 customers a day',
        'Lifeguard, City Leisure Centre, 2018 - 2020',
        '• Supervised swimmers of all ages',
      ),
    ).toEqual([
      ['Blue Bottle Coffee', 'Barista', 'Jun 2020', 'Present', 1],
      ['City Leisure Centre', 'Lifeguard', '2018', '2020', 1],
    ]);
  });

  it('reads "Mentor" and "Buyer" alone before the employer as titles', () => {
    expect(
      jobs(
        'Buyer, Target, 2019 - 2022',
        '• Negotiated terms with 40 vendors',
        'Mentor, Pittsburgh Public Library, 2022 - Present',
        '• Taught weekly Python sessions',
      ),
    ).toEqual([
      ['Target', 'Buyer', '2019', '2022', 1],
      ['Pittsburgh Public Library', 'Mentor', '2022', 'Present', 1],
    ]);
  });

  it('keeps jobs whose header names no listed title word beside the employer ("Waitress, Ruby Tuesday")', () => {
    expect(
      jobs(
        'Waitress, Ruby Tuesday, 2017 - 2019',
        '• Served tables of up to twelve',
        'Nanny, Private family, 2019 - 2021',
        '• Cared for two children',
      ),
    ).toEqual([
      ['Ruby Tuesday', 'Waitress', '2017', '2019', 1],
      ['Private family', 'Nanny', '2019', '2021', 1],
    ]);
  });
});

describe('one-word titles no listed word and no compromise reading names', () => {
  it('reads the piece before "at" as the title', () => {
    expect(
      jobs(
        'Sommelier at Maple Street Bistro',
        'Jan 2019 – Mar 2023',
        '• Built a 200-label wine list',
        'Deckhand at Harlow',
        '2016 – 2018',
        '• Handled lines on a ferry',
      ),
    ).toEqual([
      ['Maple Street Bistro', 'Sommelier', 'Jan 2019', 'Mar 2023', 1],
      ['Harlow', 'Deckhand', '2016', '2018', 1],
    ]);
  });

  it('reads it before a comma and the employer where the other jobs put the title first', () => {
    expect(
      jobs(
        'Concierge, Maple Street Bistro',
        'Jan 2019 – Mar 2023',
        '• Booked 40 tables a night',
        'Server, Cedar Grove',
        'Feb 2016 – Dec 2018',
        '• Served tables of up to twelve',
      ),
    ).toEqual([
      ['Maple Street Bistro', 'Concierge', 'Jan 2019', 'Mar 2023', 1],
      ['Cedar Grove', 'Server', 'Feb 2016', 'Dec 2018', 1],
    ]);
  });

  it('takes no title from a sentence before "at"', () => {
    const roles = jobs(
      'Worked as Floor Support at Riverbend Market from Jun 2016 to Aug 2018',
      '• Stocked 40 aisles',
    ).map((job) => job[1]);
    expect(roles.filter((role) => String(role).startsWith('Worked'))).toEqual([]);
  });

  it('takes no employer from a list after a comma', () => {
    expect(
      jobs(
        'Server, Cedar Grove',
        'Feb 2016 – Dec 2018',
        '• Served tables of up to twelve',
        'Sales, Fitness, Operations',
        '2019 – 2021',
        '• Ran the front desk',
      )[1]?.[0],
    ).not.toBe('Fitness');
  });

  it('still reads the town after a comma as no employer ("Escada, Milan")', () => {
    expect(jobs('Escada, Milan', 'Designer', '2016 – 2018', '• Drew the spring line')[0]).toEqual([
      'Escada',
      'Designer',
      '2016',
      '2018',
      1,
    ]);
  });
});

describe('a unit or specialty between the title and the employer', () => {
  it('reads the organisation further on as the employer and keeps the unit with the title', () => {
    expect(
      jobs(
        'Registered Nurse, Med/Surg, Mercy General Hospital, 2016 - 2021',
        '• Cared for 5-6 patients per shift',
        'Software Engineer, Backend, Google, 2021 - Present',
        '• Built the billing service',
        'Lifeguard, City Leisure Centre, 2014 - 2016',
        '• Supervised swimmers of all ages',
      ),
    ).toEqual([
      ['Mercy General Hospital', 'Registered Nurse, Med/Surg', '2016', '2021', 1],
      ['Google', 'Software Engineer, Backend', '2021', 'Present', 1],
      ['City Leisure Centre', 'Lifeguard', '2014', '2016', 1],
    ]);
  });
});

describe('a unit after the title, the employer on a line of its own', () => {
  it('keeps the unit with the title and reads the line below as the employer', () => {
    expect(
      jobs(
        'Staff Nurse, Telemetry Unit',
        "St. Mary's Regional Hospital",
        'Mar 2019 – Present',
        '• Monitored cardiac rhythms for six patients a shift',
        'Claims Analyst, Property Division',
        'Northgate Mutual',
        'Jun 2015 – Feb 2019',
        '• Settled 30 claims a month',
      ),
    ).toEqual([
      ["St. Mary's Regional Hospital", 'Staff Nurse, Telemetry Unit', 'Mar 2019', 'Present', 1],
      ['Northgate Mutual', 'Claims Analyst, Property Division', 'Jun 2015', 'Feb 2019', 1],
    ]);
  });

  it('does so with the employer above the title', () => {
    expect(
      jobs(
        'Riverside Health',
        'Ward Clerk, Maternity Ward',
        '2017 – 2019',
        '• Booked 40 admissions a week',
      )[0],
    ).toEqual(['Riverside Health', 'Ward Clerk, Maternity Ward', '2017', '2019', 1]);
  });

  it('still reads the piece after the title as the employer when no other line names one', () => {
    expect(
      jobs('Line Cook, Harbor Grill', 'Portland, OR', '2017 – 2019', '• Ran the grill station')[0],
    ).toEqual(['Harbor Grill', 'Line Cook', '2017', '2019', 1]);
  });
});

describe('an employer named after its city', () => {
  it('reads "Code Mentor, Pittsburgh Public Library" as a title and an employer, not a place', () => {
    expect(
      jobs(
        'Code Mentor, Pittsburgh Public Library, 2024 - Present',
        '- Taught weekly Python sessions to 12 teens',
      ),
    ).toEqual([['Pittsburgh Public Library', 'Code Mentor', '2024', 'Present', 1]]);
  });

  it('still reads a town and a region of several words as where the job was', () => {
    expect(
      jobs('Acme Corp', 'Sydney, New South Wales', 'Engineer, 2019 - 2021', '- Built the billing service'),
    ).toEqual([['Acme Corp', 'Engineer', '2019', '2021', 1]]);
  });
});

describe('a grade average and an expected year beside a degree', () => {
  it("keeps the GPA as the entry's own field and out of the school's name", () => {
    const schools = parse(
      ...contact,
      'Experience',
      'Barista, Blue Bottle Coffee, 2022 - Present',
      '- Served 200 customers a day',
      'Education',
      'B.S. Computer Science, Carnegie Mellon University, expected 2027 (GPA 3.7)',
      'Ohio State University',
      'BSN Nursing, 2016',
      'GPA: 3.85/4.0',
    ).education;
    expect(schools).toEqual([
      {
        institution: 'Carnegie Mellon University',
        degree: 'B.S. Computer Science',
        graduation_year: '2027',
        gpa: '3.7',
      },
      {
        institution: 'Ohio State University',
        degree: 'BSN Nursing',
        graduation_year: '2016',
        gpa: '3.85/4.0',
      },
    ]);
  });
});

describe('a school of a state system named with its campus', () => {
  const schools = (...lines: string[]) =>
    parse(...contact, 'Experience', 'Editor | Northwind Press | 2019 - 2021', 'Education', ...lines)
      .education;

  it.each([
    [
      'BSc Biology | University of California, Davis | 2016',
      'BSc Biology',
      'University of California, Davis',
    ],
    [
      'Bachelor of Science, University of California, Davis, 2016',
      'Bachelor of Science',
      'University of California, Davis',
    ],
    [
      'B.S. Biology | University of Wisconsin – Madison | 2016',
      'B.S. Biology',
      'University of Wisconsin - Madison',
    ],
    [
      'B.S. Biology | University of Wisconsin–Madison | 2016',
      'B.S. Biology',
      'University of Wisconsin-Madison',
    ],
    [
      'B.S. Biology | Texas A&M University, College Station | 2016',
      'B.S. Biology',
      'Texas A&M University, College Station',
    ],
  ])('keeps the campus in "%s"', (line, degree, institution) => {
    expect(schools(line)).toEqual([{ degree, institution, graduation_year: '2016' }]);
  });

  it('keeps the campus when the school stands on its own line above the degree', () => {
    expect(schools('Texas A&M University, College Station', 'B.S. Mechanical Engineering, 2016')).toEqual([
      {
        degree: 'B.S. Mechanical Engineering',
        institution: 'Texas A&M University, College Station',
        graduation_year: '2016',
      },
    ]);
  });

  it('still drops the town and state a school is in', () => {
    expect(schools('B.S. Biology | Boston University, Boston, MA | 2016')).toEqual([
      { degree: 'B.S. Biology', institution: 'Boston University', graduation_year: '2016' },
    ]);
    expect(schools('B.E. Civil | ABC College of Engineering, Pune | 2016')).toEqual([
      { degree: 'B.E. Civil', institution: 'ABC College of Engineering', graduation_year: '2016' },
    ]);
  });
});

describe('degrees and schools named in other languages', () => {
  const schools = (...lines: string[]) =>
    parse(...contact, 'Experience', 'Editor | Northwind Press | 2019 - 2021', 'Education', ...lines)
      .education;

  it.each([
    ['Licenciatura', 'Universidad de Chile'],
    ['Licenciatura en Economía', 'Universidad de Chile'],
    ["Diplôme d'ingénieur", 'École Polytechnique'],
    ['Laurea Magistrale in Ingegneria', 'Politecnico di Milano'],
    ['Mestrado em Engenharia', 'Instituto Superior Técnico'],
    ['Diplom-Informatiker', 'Hochschule Mannheim'],
  ])('reads "%s" as the degree beside "%s"', (degree, institution) => {
    const entry = [{ degree, institution, graduation_year: '2015' }];
    expect(schools(`${degree}, ${institution}, 2015`)).toEqual(entry);
    expect(schools(`${institution} | ${degree} | 2015`)).toEqual(entry);
  });

  it.each([
    ['Magíster en Finanzas', 'Pontificia Universidad Católica de Chile'],
    ['Licenciatura en Administración', 'Universidad de Buenos Aires'],
    ['Diplom-Ingenieur Maschinenbau', 'Technische Universität Dresden'],
    ['Master en Gestion', 'ESSEC Business School'],
    ['Laurea in Economia', 'Università di Bologna'],
    ['Bacharelado em Ciência da Computação', 'Universidade Federal de Minas Gerais'],
  ])('reads "%s" on its own line as the degree, the school on the next', (degree, institution) => {
    const entry = { degree, institution, graduation_year: '2015' };
    expect(schools(degree, institution, '2015')).toEqual([entry]);
    expect(
      schools(degree, `${institution}, 2015`, 'Bachelor of Arts in History', 'Kent State University, 2009'),
    ).toEqual([
      entry,
      {
        degree: 'Bachelor of Arts in History',
        institution: 'Kent State University',
        graduation_year: '2009',
      },
    ]);
  });

  it('reads a foreign degree beside a school named without a school word', () => {
    expect(schools('Laurea in Economia', 'Bocconi, 2011')).toEqual([
      { degree: 'Laurea in Economia', institution: 'Bocconi', graduation_year: '2011' },
    ]);
  });

  it('does not take the city after the school for a degree', () => {
    expect(schools('Universidad de Chile, Santiago, Chile, 2015')).toEqual([
      { degree: '', institution: 'Universidad de Chile', graduation_year: '2015' },
    ]);
  });
});

describe('Portuguese months that are English words ("set", "out")', () => {
  it.each([
    ['set 2019 – out 2021', 'Sep 2019', 'Oct 2021'],
    ['Set. 2019 - Out. 2021', 'Sep 2019', 'Oct 2021'],
    ['out 2018 – atual', 'Oct 2018', 'Present'],
    ['mar 2017 – set 2019', 'Mar 2017', 'Sep 2019'],
  ])('reads "%s" as a range', (dates, start, end) => {
    expect(jobs(`Data Analyst | Itaú Unibanco | ${dates}`, '• Built credit dashboards')).toEqual([
      ['Itaú Unibanco', 'Data Analyst', start, end, 1],
    ]);
  });

  it.each([
    ['Set 2019 sales record for the region', '2019', 'Set sales record for the region'],
    ['Rolled out 2020 roadmap to every branch', '2020', 'Rolled out roadmap to every branch'],
  ])('reads no month in the prose "%s", only its year', (line, year, rest) => {
    expect(findDateRange(line)).toMatchObject({ start: year, end: null, rest });
  });
});

describe('a date inside brackets beside other words', () => {
  it.each([
    ['Bike Demand Forecast (course project, 2025)', 'Bike Demand Forecast (course project)'],
    ['Food Drive (2023 – volunteer)', 'Food Drive (volunteer)'],
  ])('reads "%s" and leaves no separator in the brackets', (line, rest) => {
    expect(findDateRange(line)?.rest).toBe(rest);
  });
});

describe('"Actually" and "Nowadays" as the end of a range', () => {
  it('reads them only after a dash, never in a sentence', () => {
    expect(findDateRange('Joined in 2019 actually to lead the team')).toMatchObject({
      start: '2019',
      end: null,
      rest: 'Joined in actually to lead the team',
    });
    expect(findDateRange('Sales Assistant | Zara | 2019 - Actually')).toMatchObject({
      start: '2019',
      end: 'Present',
      rest: 'Sales Assistant | Zara',
    });
  });
});

describe('degree initials written without full stops', () => {
  const schools = (...lines: string[]) =>
    parse(...contact, 'Experience', 'Editor | Northwind Press | 2019 - 2021', 'Education', ...lines)
      .education;

  it('reads "BS Economics" and "MA History" as degrees, so each pairs with its own school', () => {
    expect(
      schools(
        'BS Economics, 2019',
        'University of Michigan',
        'MA History',
        "King's College London | 2020 - 2021",
        'AAS Nursing | Columbus State Community College | 2015',
      ),
    ).toEqual([
      { degree: 'BS Economics', institution: 'University of Michigan', graduation_year: '2019' },
      { degree: 'MA History', institution: "King's College London", graduation_year: '2021' },
      { degree: 'AAS Nursing', institution: 'Columbus State Community College', graduation_year: '2015' },
    ]);
  });

  it("reads the field after a degree written out and a spaced hyphen as the degree's, not the school's", () => {
    expect(schools('Bachelor of Science - Biology | State University | 2016')).toEqual([
      { degree: 'Bachelor of Science - Biology', institution: 'State University', graduation_year: '2016' },
    ]);
  });

  it('reads "LL.B" and "LL.M" written with their full stops as degrees', () => {
    expect(
      schools('LL.B Guwahati, Assam University Law College, 2012', 'LL.M | University of Delhi | 2015'),
    ).toEqual([
      { degree: 'LL.B Guwahati', institution: 'Assam University Law College', graduation_year: '2012' },
      { degree: 'LL.M', institution: 'University of Delhi', graduation_year: '2015' },
    ]);
  });

  it('reads "BA in Economics" under a school whose state code ("MA 02138") is no degree', () => {
    expect(schools('Harvard University, Cambridge, MA 02138', 'BA in Economics, 2012')).toEqual([
      { degree: 'BA in Economics', institution: 'Harvard University', graduation_year: '2012' },
    ]);
  });
});

describe('a title no job-title word names, on a line of its own beside the employer', () => {
  it('reads a title in another language as the role, the organisation beside it as the employer', () => {
    expect(
      jobs(
        'Ingeniero de Software',
        'Globant | Buenos Aires',
        'Mar 2019 - Dec 2021',
        '• Built payment APIs',
        'Werkstudent',
        'Bosch GmbH, Stuttgart',
        'Oct 2017 - Sep 2018',
        '• Tested engine control units',
      ),
    ).toEqual([
      ['Globant', 'Ingeniero de Software', 'Mar 2019', 'Dec 2021', 1],
      ['Bosch GmbH', 'Werkstudent', 'Oct 2017', 'Sep 2018', 1],
    ]);
  });

  it('puts the employer where the other entries put theirs', () => {
    const employerAbove = ['Mercado Libre', 'Software Engineer', 'Mar 2021 - Present', '• Built APIs'];
    const roleAbove = ['Software Engineer', 'Mercado Libre', 'Mar 2021 - Present', '• Built APIs'];
    const expected = [
      ['Mercado Libre', 'Software Engineer', 'Mar 2021', 'Present', 1],
      ['Globant', 'Desarrolladora de Software', 'Jan 2019', 'Feb 2021', 1],
    ];
    const older = ['Jan 2019 - Feb 2021', '• Wrote tests'];
    expect(jobs(...employerAbove, 'Globant', 'Desarrolladora de Software', ...older)).toEqual(expected);
    expect(jobs(...roleAbove, 'Desarrolladora de Software', 'Globant', ...older)).toEqual(expected);
  });
});

describe('a range of years whose end keeps two digits ("2019 – 20")', () => {
  it.each([
    ['Tutor | Kumon | 2019 - 20', { start: '2019', end: '2020', rest: 'Tutor | Kumon' }],
    ['Head Prefect 2020-21', { start: '2020', end: '2021', rest: 'Head Prefect' }],
    ['Treasurer | Chess Club | 1999 — 00', { start: '1999', end: '2000', rest: 'Treasurer | Chess Club' }],
    ['Buyer | Harbor Foods | 2011-12', { start: '2011', end: '2012', rest: 'Buyer | Harbor Foods' }],
    ['Resident Assistant 2015-18', { start: '2015', end: '2018', rest: 'Resident Assistant' }],
    ['Tutor 2019–20', { start: '2019', end: '2020', rest: 'Tutor' }],
  ])('reads "%s" as a range of years', (line, range) => {
    expect(findDateRange(line)).toMatchObject(range);
  });

  it.each([
    ['Intern 2019-05', '2019-05'],
    ['Opened stores 2019 - 25 stores in all', '2019'],
    ['Reviewed 2019 - 18 accounts', '2019'],
    ['Intern 2011-12-03', '2011-12-03'],
  ])('keeps "%s" a single date', (line, start) => {
    expect(findDateRange(line)).toMatchObject({ written: { start, end: null } });
  });

  it.each([
    ['2011-12 - 2013-04', '2011-12', '2013-04'],
    ['Clerk 2010-11 - 2012', '2010-11', '2012'],
    ['2011-12 to Present', '2011-12', 'Present'],
    ['03/2011 - 12/2013', '03/2011', '12/2013'],
  ])('keeps "%s", a range written in months, in months', (line, start, end) => {
    expect(findDateRange(line)).toMatchObject({ written: { start, end } });
  });

  it('reads a job dated "2011-12" as one that ran from 2011 to 2012', () => {
    expect(jobs('Purchasing Assistant | Harbor Foods | 2011-12', '• Ordered produce')).toEqual([
      ['Harbor Foods', 'Purchasing Assistant', '2011', '2012', 1],
    ]);
  });

  it('keeps the entry apart from the bullet above it', () => {
    expect(
      jobs(
        'Cashier | Kroger | 2017 - 2019',
        '• Ran a register',
        'Tutor | Kumon | 2019 - 20',
        '• Taught maths',
      ),
    ).toEqual([
      ['Kroger', 'Cashier', '2017', '2019', 1],
      ['Kumon', 'Tutor', '2019', '2020', 1],
    ]);
  });
});

describe('students working for their school', () => {
  it('reads "Writing Center, Ohio University" as the employer, not as a town and region', () => {
    expect(
      jobs(
        'Peer Tutor',
        'Writing Center, Ohio University',
        'Fall 2021 - Spring 2023',
        '• Tutored 12 students a week',
      ),
    ).toEqual([['Writing Center', 'Peer Tutor', 'Fall 2021', 'Spring 2023', 1]]);
  });
});

describe('a school with its country or town after a separator', () => {
  const schools = (...lines: string[]) =>
    parse(...contact, 'Experience', 'Auditor | KPMG | 2015 - 2018', 'Education', ...lines).education;

  it.each([
    ['University of Lagos — Nigeria', 'University of Lagos'],
    ['Universidad de Chile | Santiago', 'Universidad de Chile'],
    ['Pontificia Universidad Católica del Perú | Lima', 'Pontificia Universidad Católica del Perú'],
  ])('takes no degree from "%s"', (line, institution) => {
    expect(schools(line, 'B.Sc. Accounting, 2015')).toEqual([
      { institution, degree: 'B.Sc. Accounting', graduation_year: '2015' },
    ]);
  });
});

describe('a career break explained beside its title', () => {
  it('keeps the bullet above it and its explanation in lower case', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Marketing Coordinator, Acme Foods',
      'Jan 2021 - Present',
      '• Ran campaigns',
      'Career break — caring for family, 2019 - 2021',
      'Sales Associate, Target',
      '2016 - 2019',
      '• Served customers',
      ...education,
    );
    expect(resume.experience.map((j) => [j.company, j.role, j.responsibilities])).toEqual([
      ['Acme Foods', 'Marketing Coordinator', ['Ran campaigns']],
      ['', 'Career break', ['caring for family']],
      ['Target', 'Sales Associate', ['Served customers']],
    ]);
  });

  it('names no employer and keeps the explanation as its first line', () => {
    expect(
      jobs(
        'Sales Associate, Target — Austin, TX',
        'Jun 2016 – Aug 2019',
        '• Served customers',
        'Career Break — Full-time caregiver for a parent',
        'Sep 2019 – Dec 2021',
        'Customer Success Associate, Zendesk — Remote',
        'Jan 2022 – Present',
        '• Resolved 40 tickets a day',
      ),
    ).toEqual([
      ['Target', 'Sales Associate', 'Jun 2016', 'Aug 2019', 1],
      ['', 'Career Break', 'Sep 2019', 'Dec 2021', 1],
      ['Zendesk', 'Customer Success Associate', 'Jan 2022', 'Present', 1],
    ]);
  });
});

describe('a bullet wrapped across lines', () => {
  it('drops a glyph the layout left at the end of the first line', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Laboratory Inventory Assistant at Dunmore Labs, Tampa',
      'January 2019 — December 2020',
      'Full-time assistant in a regional laboratory tasked with ·',
      'participating in Kaizen events and 5S audits.',
      '• Cut storage waste by 23% with a Kanban system.',
      ...education,
    );
    expect(resume.experience[0]?.responsibilities).toEqual([
      'Full-time assistant in a regional laboratory tasked with participating in Kaizen events and 5S audits.',
      'Cut storage waste by 23% with a Kanban system.',
    ]);
  });
});

describe('a word that starts like a month', () => {
  it.each([
    ['Event Safety Marshal 2019', '2019', 'Event Safety Marshal'],
    ['Finisher, City Marathon 2018', '2018', 'Finisher, City Marathon'],
    ['All-State Orchestra, Junior 2017', '2017', 'All-State Orchestra, Junior'],
  ])('is no month in "%s"', (line, start, rest) => {
    expect(findDateRange(line)).toMatchObject({ start, rest });
  });

  it.each([
    ['Sept 2019 – Mar. 2021', '2019-09-01', '2021-03-01'],
    ['September 2019 - Present', '2019-09-01', 'Present'],
    ["Jun. '20 - Dec '21", '2020-06-01', '2021-12-01'],
  ])('still reads the whole month names and abbreviations of "%s"', (line, start, end) => {
    expect(findDateRange(line)).toMatchObject({ start, end, rest: '' });
  });

  it('keeps the word in a certification name', () => {
    const resume = parse(...contact, 'Certifications', 'Festival Fire Marshal 2021', ...education);
    expect(resume.certifications.map((c) => [c.name, c.year])).toEqual([['Festival Fire Marshal', '2021']]);
  });
});

describe('the employer on the line under a dated title', () => {
  it.each([['Coastal Valley Medical Center, Eugene, OR'], ['Pinecrest Family Clinic']])(
    'reads "%s" as the employer though the duties carry no glyph',
    (employer) => {
      expect(
        jobs(
          'Medical Assistant                 Mar 2021 – Present',
          employer,
          'Roomed 25 patients a day',
          'Front Desk Associate              Jun 2019 – Feb 2021',
          'Northgate Physical Therapy',
          'Scheduled visits for four therapists',
        ),
      ).toEqual([
        [employer.split(',')[0], 'Medical Assistant', 'Mar 2021', 'Present', 1],
        ['Northgate Physical Therapy', 'Front Desk Associate', 'Jun 2019', 'Feb 2021', 1],
      ]);
    },
  );

  it('leaves an employer set above its own title to the entry it heads', () => {
    expect(
      jobs(
        'Fernwood Logistics',
        'Dispatcher  2019 – 2021',
        'Harbor Freight Lines Group',
        'Driver  2016 – 2019',
      ),
    ).toEqual([
      ['Fernwood Logistics', 'Dispatcher', '2019', '2021', 0],
      ['Harbor Freight Lines Group', 'Driver', '2016', '2019', 0],
    ]);
  });
});

describe('employers compromise does not know as organisations', () => {
  it.each([
    ['Quillon & Pratt LLP'],
    ['Brightwater Analytics, Inc.'],
    ['Kessler Haustechnik GmbH'],
    ['Red Kettle Coffee'],
    ['Willow Creek Dental Group'],
  ])('takes "%s" under a dated title for the employer', (employer) => {
    expect(
      jobs(
        'Office Assistant   Sep 2020 – Aug 2022',
        employer,
        'Answered 60 calls a day',
        'Receptionist   Jan 2019 – Aug 2020',
        'Lumen Street Books, Tacoma, WA',
        'Greeted visitors and sorted mail',
      ),
    ).toEqual([
      [employer, 'Office Assistant', 'Sep 2020', 'Aug 2022', 1],
      ['Lumen Street Books', 'Receptionist', 'Jan 2019', 'Aug 2020', 1],
    ]);
  });
});

describe('a counted duty right above the next dated title', () => {
  it('stays a bullet of its entry', () => {
    expect(
      jobs(
        'Line Cook  Jun 2018 – Dec 2019',
        'Ferro Trattoria',
        '• Drafted 40 menus',
        'Prep Cook  Jun 2017 – Aug 2017',
        'Bellamy Kitchen',
        '• Washed pans',
      ),
    ).toEqual([
      ['Ferro Trattoria', 'Line Cook', 'Jun 2018', 'Dec 2019', 1],
      ['Bellamy Kitchen', 'Prep Cook', 'Jun 2017', 'Aug 2017', 1],
    ]);
  });
});

describe('a company form after a comma', () => {
  it.each([['Quillon & Pratt, LLP'], ['Koala Freight, Pty Ltd'], ['Grupo Andino, S.A.']])(
    'keeps "%s" whole as the employer',
    (employer) => {
      expect(jobs(`Paralegal | ${employer} | 2019 – 2021`, '• Filed 30 briefs a month')).toEqual([
        [employer, 'Paralegal', '2019', '2021', 1],
      ]);
    },
  );
});

describe('a long header whose parts are joined by dashes and ampersands', () => {
  it('counts the words, not the punctuation, and keeps the entry', () => {
    expect(
      jobs(
        'Founding Member & Site Reliability Engineer & Infrastructure Team Lead — Danggeun Pay Inc. (KarrotPay)\tMar 2021 to Present',
        '• Designed and provisioned the entire infrastructure on AWS',
        'Site Reliability Engineer — Danggeun Market Inc.\tFeb 2021 to Mar 2021',
        '• Ran the on-call rotation',
      ),
    ).toEqual([
      [
        'Danggeun Pay Inc. (KarrotPay)',
        'Founding Member & Site Reliability Engineer & Infrastructure Team Lead',
        'Mar 2021',
        'Present',
        1,
      ],
      ['Danggeun Market Inc.', 'Site Reliability Engineer', 'Feb 2021', 'Mar 2021', 1],
    ]);
  });
});

describe('a bar between an employer and its town, however spaced', () => {
  it('keeps the employer apart from the town ("Law Group| Tuscaloosa")', () => {
    expect(
      jobs(
        'Paralegal',
        'James and Spicer Law Group| Tuscaloosa',
        'January 2021 - Present',
        '• Drafted motions',
      ),
    ).toEqual([['James and Spicer Law Group', 'Paralegal', 'January 2021', 'Present', 1]]);
  });

  it('keeps the town as the location, and a town and region after the names', () => {
    const located = (...lines: string[]) =>
      parse(...contact, 'Experience', ...lines, '• Drafted motions', ...education).experience.map((j) => [
        j.company,
        j.location,
      ]);
    expect(located('Paralegal', 'James and Spicer Law Group| Tuscaloosa', 'January 2021 - Present')).toEqual([
      ['James and Spicer Law Group', 'Tuscaloosa'],
    ]);
    expect(located('Keyer Tools, Plant Manager, Erlanger, KY', 'Oct 2021 – Aug 2024')).toEqual([
      ['Keyer Tools', 'Erlanger, KY'],
    ]);
    expect(located('Shopify (Remote)', 'Data Analyst', '2019 – 2021')).toEqual([['Shopify', 'Remote']]);
    expect(located('Data Analyst | Shopify | 2019 – 2021')).toEqual([['Shopify', undefined]]);
  });
});

describe('an employer set over its role, its place set apart (Awesome-CV)', () => {
  it('keeps what follows the employer’s comma as part of its name, when the role has a line of its own', () => {
    expect(
      jobs(
        'R.O.K Cyber Command, MND\tSeoul, S.Korea',
        'Software Engineer & Security Researcher\tAug. 2014 – Apr. 2016',
        '• Led the engineering of an agentless backtracking system',
        'Undergraduate Research, Machine Learning Lab(Prof. Seungjin Choi)\tPohang, S.Korea',
        'Researcher\tMar. 2016 – Jun. 2017',
        '• Researched classification algorithms for exercise recognition',
      ),
    ).toEqual([
      ['R.O.K Cyber Command, MND', 'Software Engineer & Security Researcher', 'Aug. 2014', 'Apr. 2016', 1],
      [
        'Undergraduate Research, Machine Learning Lab(Prof. Seungjin Choi)',
        'Researcher',
        'Mar. 2016',
        'Jun. 2017',
        1,
      ],
    ]);
  });

  it('does not split a name at a comma inside its brackets', () => {
    expect(
      jobs(
        'B10S (B1t 0n the Security, Underground hacker team)\tS.Korea',
        'Core Member\tNov. 2011 – Present',
        '• Held several hacking competitions, nonprofit',
      ),
    ).toEqual([
      ['B10S (B1t 0n the Security, Underground hacker team)', 'Core Member', 'Nov. 2011', 'Present', 1],
    ]);
  });

  it('reads no employer in a second date beside the range, and keeps the employer above', () => {
    expect(
      jobs(
        'ShitOne Corp.\tSeoul, S.Korea',
        'Software Engineer\tDec. 2011 – Feb. 2012',
        '• Developed a proxy drive smartphone application.',
        'SAMSUNG Electronics\tS.Korea',
        'Freelance Penetration Tester\tSep. 2013, Mar. 2011 – Oct. 2011',
        '• Conducted penetration testing on SAMSUNG KNOX.',
      ),
    ).toEqual([
      ['ShitOne Corp.', 'Software Engineer', 'Dec. 2011', 'Feb. 2012', 1],
      ['SAMSUNG Electronics', 'Freelance Penetration Tester', 'Mar. 2011', 'Oct. 2011', 1],
    ]);
  });

  it('reads the same entries exported with role and employer on one line, however long', () => {
    expect(
      jobs(
        'Software Engineer & Security Researcher — R.O.K Cyber Command, MND\tAug. 2014 to Apr. 2016',
        '• Led the engineering of an agentless backtracking system',
        "Researcher for <Detecting video's torrents using image similarity algorithms> — Undergraduate Research, Computer Vision Lab(Prof. Bohyung Han)\tSep. 2012 to Feb. 2013",
        '• Researched means of retrieving a corresponding video',
      ),
    ).toEqual([
      ['R.O.K Cyber Command, MND', 'Software Engineer & Security Researcher', 'Aug. 2014', 'Apr. 2016', 1],
      [
        'Undergraduate Research, Computer Vision Lab(Prof. Bohyung Han)',
        "Researcher for <Detecting video's torrents using image similarity algorithms>",
        'Sep. 2012',
        'Feb. 2013',
        1,
      ],
    ]);
  });
});
