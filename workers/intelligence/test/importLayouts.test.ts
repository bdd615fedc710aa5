import { describe, expect, it } from 'vitest';
import { cleanResumeText, parseResumeStructure } from '../src';
import { findDateRange } from '../src/parse/dateRanges';
import { contactLines as contact, educationLines as education, parseLines as parse } from './resumeFixtures';

/** Layouts of issue 11 §3, each written the way PDF or DOCX extraction hands it over. */
describe('import layouts', () => {
  it('reads letter-spaced headings whose letters are split into groups or lost their word gaps', () => {
    const resume = parse(
      ...contact,
      'E M P L OY M E N T',
      'Lab Technician | Northgate Labs | 2018 - 2021',
      '• Ran 40 assays a week',
      'S K I L L S',
      'PCR, ELISA',
      'E D U C A T I O N',
      'Bachelor of Science in Biology | State University | 2016',
    );
    expect(resume.experience.map((j) => j.company)).toEqual(['Northgate Labs']);
    expect(resume.skills).toEqual(['PCR', 'ELISA']);
    expect(
      parse(
        ...contact,
        'W O R K  E X P E R I E N C E',
        'Lab Technician | Northgate Labs | 2018 - 2021',
        ...education,
      ).experience,
    ).toHaveLength(1);
  });

  it('splits a heading in capitals run into its content', () => {
    const resume = parse(
      ...contact,
      'EXPERIENCELab Technician | Northgate Labs | 2018 - 2021',
      '• Ran 40 assays a week',
      ...education,
    );
    expect(resume.experience[0]).toMatchObject({ role: 'Lab Technician', company: 'Northgate Labs' });
  });

  it('knows more heading names and keeps other sections out of the ones before them', () => {
    const resume = parse(
      ...contact,
      'Professional Profile',
      'Lab technician with five years in clinical chemistry.',
      'Employment Experience',
      'Lab Technician | Northgate Labs | 2018 - 2021',
      '• Ran 40 assays a week',
      'Core Skills',
      'PCR, ELISA',
      'Language Skills',
      'Spanish, French',
      'Relevant Coursework',
      'Good Laboratory Practice',
      ...education,
    );
    expect(resume.summary).toBe('Lab technician with five years in clinical chemistry.');
    expect(resume.experience).toHaveLength(1);
    expect(resume.skills).toEqual(['PCR', 'ELISA']);
  });

  it('joins wrapped bullet lines that begin with a capital letter or a digit', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Lab Technician | Northgate Labs | 2018 - 2021',
      '• Validated the new analyser against the reference method for',
      'ISO 15189 accreditation',
      '• Cut turnaround time from 48 hours to',
      '24 hours for routine panels',
      'Assistant | Southside Clinic | 2016 - 2018',
      '• Prepared samples',
      ...education,
    );
    expect(resume.experience[0]?.responsibilities).toEqual([
      'Validated the new analyser against the reference method for ISO 15189 accreditation',
      'Cut turnaround time from 48 hours to 24 hours for routine panels',
    ]);
    expect(resume.experience[1]).toMatchObject({ company: 'Southside Clinic', role: 'Assistant' });
  });

  it('reads short lines under a header naming role and employer as bullets (our own templates)', () => {
    const resume = parse(
      ...contact,
      'EXPERIENCE',
      'Certified Public Accountant — Gilmore Financial \tOct 2021 – Present',
      'Meet with clients',
      'Compute taxes for clients',
      'Prepare balance sheets for corporate clients',
      ...education,
    );
    expect(resume.experience[0]).toMatchObject({
      role: 'Certified Public Accountant',
      company: 'Gilmore Financial',
      responsibilities: [
        'Meet with clients',
        'Compute taxes for clients',
        'Prepare balance sheets for corporate clients',
      ],
    });
  });

  it('takes a school named without "University" or "College" with the year on its line', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Lab Technician | Northgate Labs | 2018 - 2021',
      'Education',
      'Bachelor of Science in Biology',
      'Hochschule Mannheim | 2016',
      'GPA 3.8',
    );
    expect(resume.education).toEqual([
      {
        degree: 'Bachelor of Science in Biology',
        institution: 'Hochschule Mannheim',
        graduation_year: '2016',
        gpa: '3.8',
      },
    ]);
  });

  it('joins a list item or a school name that a line break cut in two', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Lab Technician | Northgate Labs | 2018 - 2021',
      'Skills',
      'PCR · Excellent time',
      'management · ELISA',
      'Education',
      'Associate Degree in Laboratory Science — Atlanta Technical',
      'College',
      '2016',
    );
    expect(resume.skills).toEqual(['PCR', 'Excellent time management', 'ELISA']);
    expect(resume.education).toEqual([
      {
        degree: 'Associate Degree in Laboratory Science',
        institution: 'Atlanta Technical College',
        graduation_year: '2016',
      },
    ]);
  });

  it('reads a sidebar listing skills separated by wide spaces or bullets, and "Company • City" lines', () => {
    const resume = parse(
      ...contact,
      'Skills',
      'PCR     ELISA     Flow cytometry',
      'Chromatography • Spectroscopy',
      'Experience',
      'Lab Technician',
      'Northgate Labs • Leeds',
      'Jan 2018 - Mar 2021',
      '• Ran 40 assays a week',
      ...education,
    );
    expect(resume.skills).toEqual(['PCR', 'ELISA', 'Flow cytometry', 'Chromatography', 'Spectroscopy']);
    expect(resume.experience[0]).toMatchObject({ company: 'Northgate Labs', role: 'Lab Technician' });
  });

  it('finds a name that extraction put late in the text, beside the e-mail', () => {
    const resume = parse(
      'Experience',
      'Lab Technician | Northgate Labs | 2018 - 2021',
      ...Array.from({ length: 12 }, (_, i) => `• Ran ${i + 10} assays a week`),
      ...education,
      'Dana Whitfield',
      'dana.whitfield@example.com',
    );
    expect(resume.name).toBe('Dana Whitfield');
  });

  it('removes page numbers, icon names and template adverts, and mends words hyphenated at line ends', () => {
    const text = [
      'LOCATION-DOT Leeds ENVELOPE dana.whitfield@example.com',
      'Dana Whitfield',
      'Experience',
      'Lab Technician | Northgate Labs | 2018 - 2021',
      '• Led a cross-',
      'functional team of 4',
      'Page 2',
      'Page 1 of 2',
      '2 / 2',
      'Resume template created with Canva',
      'References available upon request',
      ...education,
    ].join('\n');
    const cleaned = cleanResumeText(text);
    expect(cleaned).not.toMatch(/LOCATION-DOT|ENVELOPE|Page \d|2 \/ 2|Canva|References available/);
    expect(cleaned).toContain('Led a cross-functional team of 4');
    const resume = parseResumeStructure(text);
    expect(resume?.experience[0]?.responsibilities).toEqual(['Led a cross-functional team of 4']);
  });

  it('reads a month only as a whole word: "Infirmary, 2016" is no "Mar 2016"', () => {
    expect(findDateRange('Staff Nurse, Leeds General Infirmary, 2016 - Present')).toMatchObject({
      start: '2016',
      end: 'Present',
      rest: 'Staff Nurse, Leeds General Infirmary',
    });
  });

  it('reads a range whose dash extraction dropped ("Sep. 2023 Mar. 2024") and drops the running footer', () => {
    const resume = parse(
      ...contact,
      'Work Experience',
      'Dunamu Inc. Seoul, S.Korea',
      'DevOps Engineer Sep. 2023 Mar. 2024',
      '• Led service mesh research across clusters.',
      'February 10, 2026 Dana Whitfield · Résumé 1',
      '',
      '-- 1 of 2 --',
      '',
      'Acme Corp',
      'Site Reliability Engineer Feb. 2021 Mar. 2021',
      'Kasa',
      'Infrastructure Lead Jun. 2018 Jan. 2021',
      '• Migrated the orchestration system to Kubernetes.',
      ...education,
    );
    expect(resume.experience.map((j) => [j.company, j.role, j.start_date, j.end_date])).toEqual([
      ['Dunamu Inc.', 'DevOps Engineer', 'Sep. 2023', 'Mar. 2024'],
      ['Acme Corp', 'Site Reliability Engineer', 'Feb. 2021', 'Mar. 2021'],
      ['Kasa', 'Infrastructure Lead', 'Jun. 2018', 'Jan. 2021'],
    ]);
    expect(resume.experience[0]?.responsibilities).toEqual(['Led service mesh research across clusters.']);
  });

  it('drops a template’s advert offering its designs at a price, wherever it stands', () => {
    const text = cleanResumeText(
      [
        'Activities',
        '• 2017 - Now | Volunteer - Fire Department Local County',
        '• Resume Builder? Fill in your details, choose and download 12 resume designs! Only $ 2,95',
        '• Built the page where users choose and download resume templates',
      ].join('\n'),
    );
    expect(text.split('\n')).toEqual([
      'Activities',
      '• 2017 - Now | Volunteer - Fire Department Local County',
      '• Built the page where users choose and download resume templates',
    ]);
  });

  it('drops a running footer read from the page, set alike on every page but for its number', () => {
    // The layout reader keeps the footer's cells apart and marks a new page with a blank line only.
    const text = cleanResumeText(
      [
        'Projects',
        'Pyresparser | API/Python Package\tJuly 2019 to Present',
        '• A simple resume parser used for extracting information from resumes',
        'November 3, 2019\tOmkar Pathak · Résumé\t1',
        '',
        'Pygorithm | API / Python Package\tJuly 2017 to Present',
        '• An educational library to teach all the major algorithms',
        'November 3, 2019\tOmkar Pathak · Résumé\t2',
        '',
        'Software Engineer 1\t2019',
        'Software Engineer 2\t2020',
      ].join('\n'),
    );
    expect(text.split('\n')).toEqual([
      'Projects',
      'Pyresparser | API/Python Package | July 2019 to Present',
      '• A simple resume parser used for extracting information from resumes',
      'Pygorithm | API / Python Package | July 2017 to Present',
      '• An educational library to teach all the major algorithms',
      'Software Engineer 1 | 2019',
      'Software Engineer 2 | 2020',
    ]);
  });

  it('reads employers beside their city, after a bullet glyph, and beside a role specialty', () => {
    const resume = parse(
      ...contact,
      'Experience',
      '• Coursera Mountain View, CA',
      'Senior Software Engineer Jan 2014 – Oct 2016',
      '◦ Built an internal app to run batch campaigns.',
      'River Corporation',
      'Senior Office Manager Aug 2015 – Jul 2019',
      '• Ran the front office.',
      'IT Director – Hybrid Cloud and Enterprise IT Automation\tMarch 2015 – July 2016 Fox Entertainment Group – Los Angeles, CA',
      'Spearheaded the design of a private cloud service.',
      'Director – IT Operations\tMarch 2006 – November 2010',
      'First Look Studios – Century City, CA',
      'Hired to manage all IT operations.',
      'Senior Fashion Designer at Escada, Milan',
      'January 2017 — July 2021',
      'Led the design of the winter collection.',
      ...education,
    );
    expect(resume.experience.map((j) => [j.company, j.role])).toEqual([
      ['Coursera', 'Senior Software Engineer'],
      ['River Corporation', 'Senior Office Manager'],
      ['Fox Entertainment Group', 'IT Director'],
      ['First Look Studios', 'Director'],
      ['Escada', 'Senior Fashion Designer'],
    ]);
  });

  it('keeps a bullet of several sentences whole and a title wrapped after its dash with its entry', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'DevOps Engineer — Dunamu Inc. \tSep 2023 to Mar 2024',
      '• Designed and managed complex network configurations on AWS with 4 VPC and 100+ subnets.',
      'Separated the development network and operation network according to financial regulations.',
      '• Designed Terraform modules to manage infrastructure across dozens of AWS accounts.',
      'Founding Member & Site Reliability Engineer & Infrastructure Team Lead —',
      'Danggeun Pay Inc. (KarrotPay)',
      'Mar 2021 to Jun 2023',
      '• Designed and provisioned the entire infrastructure on the AWS cloud.',
      ...education,
    );
    expect(resume.experience.map((j) => [j.company, j.role, j.responsibilities.length])).toEqual([
      ['Dunamu Inc.', 'DevOps Engineer', 2],
      [
        'Danggeun Pay Inc. (KarrotPay)',
        'Founding Member & Site Reliability Engineer & Infrastructure Team Lead',
        1,
      ],
    ]);
    expect(resume.experience[0]?.responsibilities[0]).toContain('subnets. Separated the development network');
  });

  it('reads back lists and names our templates wrap inside an item', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Accountant — Harrison Money Management \tAug 2020 to Oct 2021',
      '• Prepared tax returns for clients',
      'Junior Accountant — Harrison Money Management \tMay 2019 to Aug 2020',
      '• Reconciled 40 accounts a month.',
      'Education',
      'Bachelor of Science in Radio Electronics — Kyiv College of Information Systems and',
      'Technologies',
      'Skills',
      'Product management · Agile and Scrum · Git and',
      'GitHub · User',
      'Experience Design · Market Research',
    );
    expect(resume.experience.map((j) => j.responsibilities)).toEqual([
      ['Prepared tax returns for clients'],
      ['Reconciled 40 accounts a month.'],
    ]);
    expect(resume.education[0]?.institution).toBe('Kyiv College of Information Systems and Technologies');
    expect(resume.skills).toEqual([
      'Product management',
      'Agile and Scrum',
      'Git and GitHub',
      'User Experience Design',
      'Market Research',
    ]);
  });

  it('keeps a wrapped line that is only a number or the last words of a sentence, and a cut certification', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Developer — ABC Company \tJun 2018 to Present',
      '• Used Angular for responsive front-ends, improving user experience by',
      '30',
      '• Led a team of AI engineers. Published several research papers in top-tier AI',
      'conferences.',
      'Data Scientist — Uber \t2018 to 2021',
      '• Built pricing models.',
      'Certifications',
      'Google Cloud Certified Professional Cloud Architect | AWS Certified Solutions Architect -',
      'Associate',
      ...education,
      '2',
      '',
      '-- 1 of 1 --',
    );
    expect(resume.experience[0]?.responsibilities).toEqual([
      'Used Angular for responsive front-ends, improving user experience by 30',
      'Led a team of AI engineers. Published several research papers in top-tier AI conferences.',
    ]);
    expect(resume.certifications.map((c) => c.name)).toEqual([
      'Google Cloud Certified Professional Cloud Architect | AWS Certified Solutions Architect - Associate',
    ]);
    expect(resume.education[0]?.graduation_year).toBe('2016');
  });

  it('finds the range in a line with several dates and keeps titles wrapped inside their text', () => {
    expect(findDateRange('Core Member & President at 2013 Jun. 2010 Jun. 2017')).toMatchObject({
      start: '2010-06-01',
      end: '2017-06-01',
    });
    expect(findDateRange('Researcher Mar. 2016 Exp. Jun. 2017')).toMatchObject({ end: '2017-06-01' });
    const resume = parse(
      ...contact,
      'Experience',
      'Software Maestro (funded by Korea Ministry of',
      'Knowledge and Economy)',
      'Software Engineer Trainee Jul. 2012 Jun. 2013',
      '• Built an interactive simulator.',
      'Certifications',
      'Problem Writer, 2016 CODEGATE Hacking Competition | 2016',
      ...education,
    );
    expect(resume.experience[0]).toMatchObject({
      company: 'Software Maestro (funded by Korea Ministry of Knowledge and Economy)',
      role: 'Software Engineer Trainee',
    });
    expect(resume.certifications).toEqual([
      { name: 'Problem Writer, 2016 CODEGATE Hacking Competition', year: '2016' },
    ]);
  });

  it('takes no achievement for a school, though it names a university', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Senior Fashion Designer at Escada, Milan | January 2017 — July 2021',
      'Education',
      'Bachelor of Arts in Fashion Design, University of Illinois | 2019',
      'Designed clothesline for university sports personnel',
      'Associates Degree in Fashion Design, University of Southern California | 2017',
    );
    expect(resume.education.map((e) => [e.institution, e.degree])).toEqual([
      ['University of Illinois', 'Bachelor of Arts in Fashion Design'],
      ['University of Southern California', 'Associates Degree in Fashion Design'],
    ]);
  });

  it('keeps a company form after a comma and cuts the city before a region and a country', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Omnious. Co., Ltd. Seoul, S.Korea',
      'Software Architect Jun. 2017 May 2018',
      '• Designed the service architecture.',
      'Schlumberger Pune, Maharashtra, India',
      'DATA ENGINEER July 2018 - Present',
      '• Managed an end-to-end CI/CD pipeline.',
      ...education,
    );
    expect(resume.experience.map((j) => j.company)).toEqual(['Omnious. Co., Ltd.', 'Schlumberger']);
  });

  it('reads "Global Payments Inc." as a header and a line ending in a comma as part of a bullet', () => {
    const resume = parse(
      ...contact,
      'Work Experience',
      'DevOps Engineer',
      'Tek Systems',
      'January 2019 - current / Atlanta, GA',
      'Established continuous build environments to speed up',
      'software development by 51%',
      'Coached a 6-person team in Terraform fundamentals,',
      'implementing 3 training handbooks',
      'DevOps Engineer Level 1',
      'Global Payments Inc.',
      'June 2017 - January 2019 / Atlanta, GA',
      'Spearheaded hands-on development and testing',
      ...education,
    );
    expect(resume.experience.map((j) => [j.company, j.role, j.responsibilities.length])).toEqual([
      ['Tek Systems', 'DevOps Engineer', 2],
      ['Global Payments Inc.', 'DevOps Engineer Level 1', 1],
    ]);
  });

  it('reads "… Details" blocks: a heading glued to the end of a line and employers named by a label', () => {
    const resume = parse(
      'TECHNICAL SKILLS Languages: Core Java, Selenium, MS SQL Server 2005Education Details ',
      ' BSCIT   Mumbai University',
      'Automation Tester ',
      'Skill Details ',
      'DBMS- Exprience - 6 months',
      'JAVA- Exprience - 6 monthsCompany Details ',
      'company - Capgemini India Pvt Ltd',
      'description - Worked on manual as well as automation testing.',
      'company - Tech Mahindra',
      'description - Wrote 300 test cases.',
    );
    expect(resume.experience.map((j) => [j.company, j.responsibilities])).toEqual([
      ['Capgemini India Pvt Ltd', ['Worked on manual as well as automation testing.']],
      ['Tech Mahindra', ['Wrote 300 test cases.']],
    ]);
    expect(resume.skills).toContain('JAVA- Exprience - 6 months');
    // A wrapped bullet that starts "company-wide" names no employer.
    expect(
      parse(
        ...contact,
        'Experience',
        'Engineer — Disney \t2019 to 2021',
        '• Built an approval service to enable standard',
        'company-wide approval capabilities via API.',
        ...education,
      ).experience.map((j) => j.company),
    ).toEqual(['Disney']);
  });

  it('joins the last word of a title our template wrapped onto its own line above the dates', () => {
    const resume = parse(
      ...contact,
      'Experience',
      "Core Member & President — PoApper (Developers' Network of POSTECH)",
      'Pohang',
      'Jun 2010 to Jun 2017',
      '• Reformed the society.',
      ...education,
    );
    expect(resume.experience[0]).toMatchObject({
      company: "PoApper (Developers' Network of POSTECH) Pohang",
      role: 'Core Member & President',
    });
  });

  it('flags a cover letter as not a resume', () => {
    expect(
      parseResumeStructure(
        [
          'Dana Whitfield',
          'Dear Hiring Manager,',
          'I am writing to apply for the Lab Technician role at Northgate Labs. In my work at Southside',
          'Clinic I prepared samples for 300 patients a week.',
          'Sincerely,',
          'Dana Whitfield',
        ].join('\n'),
      ),
    ).toBeNull();
  });
});

/** A resume whose skills section holds `lines`, between an experience and an education section. */
const skillsOf = (...lines: string[]) =>
  parse(
    ...contact,
    'Experience',
    'Lab Technician | Northgate Labs | 2018 - 2021',
    '• Ran 40 assays a week',
    'Skills',
    ...lines,
    ...education,
  ).skills;

describe('skills without debris', () => {
  it.each([
    {
      layout: 'a comma list wrapped by the page width inside an item',
      lines: [
        'Python, R, TensorFlow, Docker, Keras,',
        'Kubernetes, Deep Learning, Google Cloud',
        'Platform, Firebase, Statistics, Natural',
        'Language Processing, UI/UX',
      ],
      skills: [
        'Python',
        'R',
        'TensorFlow',
        'Docker',
        'Keras',
        'Kubernetes',
        'Deep Learning',
        'Google Cloud Platform',
        'Firebase',
        'Statistics',
        'Natural Language Processing',
        'UI/UX',
      ],
    },
    {
      layout: 'a table of category and items whose column gap extraction lost',
      lines: [
        'DevOps AWS, Docker, Kubernetes, Terraform',
        'Backend Koa, Express, Django',
        'Frontend Hugo, Redux, React',
        'Programming Node.js, Python, OCaml',
      ],
      skills: [
        'AWS',
        'Docker',
        'Kubernetes',
        'Terraform',
        'Koa',
        'Express',
        'Django',
        'Hugo',
        'Redux',
        'React',
        'Node.js',
        'Python',
        'OCaml',
      ],
    },
    {
      layout: 'rows labelled with a colon, one label naming a section ("Languages:")',
      lines: ['Languages: Python, Java, SQL (Postgres, MySQL)', 'Frameworks: Django, Angular'],
      skills: ['Python', 'Java', 'SQL (Postgres, MySQL)', 'Django', 'Angular'],
    },
    {
      layout:
        'sections the form ignores run into their content after the list (a skill may start with "Project")',
      lines: [
        'Adobe Illustrator',
        'Project Management',
        'Hand Drafting',
        'Accomplishments • Developed a winter collection praised by Vogue, boosting',
        'sales numbers by 46%.',
        '• Cut the platform from 6 to 4 tools, resulting in savings',
        'of $67,000 per SKU.',
        'Hobbies Art, Rugby, Cricket',
      ],
      skills: ['Adobe Illustrator', 'Project Management', 'Hand Drafting'],
    },
    {
      layout: 'a dated job entry a two-column layout ran on under the skills heading',
      lines: [
        'Proficient in CNC machining',
        'OSHA Trained',
        'ProTools, Human Resources Manager',
        'Brooklyn, NY',
        'Jan 2019- Sep 2021',
        'Performed manual lathe, mill, grinder, and band saw operation',
        'Block squaring',
      ],
      skills: ['Proficient in CNC machining', 'OSHA Trained'],
    },
    {
      layout: 'a list of achievements set under the skills heading',
      lines: [
        'Budgeting, Forecasting',
        'Negotiated supplier contracts across five regions, saving $1,200,000 a year',
      ],
      skills: ['Budgeting', 'Forecasting'],
    },
    {
      layout: 'figures holding commas, inside parentheses or not, and a product named with its year',
      lines: [
        'Cloud (GCP, Azure, DigitalOcean), Typing (1,200 words an hour), Budgets up to $67,000, Excel 2016',
      ],
      skills: [
        'Cloud (GCP, Azure, DigitalOcean)',
        'Typing (1,200 words an hour)',
        'Budgets up to $67,000',
        'Excel 2016',
      ],
    },
  ])('$layout', ({ lines, skills }) => {
    expect(skillsOf(...lines)).toEqual(skills);
  });

  it('keeps a skill named like a section where the headings are in capitals, and that section in capitals', () => {
    const resume = parse(
      ...contact,
      'EXPERIENCE',
      'Lab Technician | Northgate Labs | 2018 - 2021',
      '• Ran 40 assays a week',
      'SKILLS',
      'Budgeting',
      'Leadership',
      'Training',
      'Research',
      'Excel',
      'LEADERSHIP',
      'President, Chess Club',
      'EDUCATION',
      'Bachelor of Science in Biology | State University | 2016',
    );
    expect(resume.skills).toEqual(['Budgeting', 'Leadership', 'Training', 'Research', 'Excel']);
  });

  it('reads the skills list again under a later skills heading after a dated entry', () => {
    expect(
      skillsOf('Selenium, TestNG', 'January 2016 B.E. Computer Pune, Maharashtra', 'Skill Details', 'Java'),
    ).toEqual(['Selenium', 'TestNG', 'Java']);
  });
});

describe('certifications without debris', () => {
  it.each([
    {
      layout: 'an issuer, then its certificate and abbreviation on the lines below, between whole names',
      lines: [
        'Certified Public Accountant (CPA)',
        'Amazon Web Services (AWS)',
        'Certified Solutions Architect',
        '(CSA)',
        'Certified Financial Analyst (CFA)',
      ],
      names: [
        'Certified Public Accountant (CPA)',
        'Amazon Web Services (AWS) Certified Solutions Architect (CSA)',
        'Certified Financial Analyst (CFA)',
      ],
    },
    {
      layout: 'a year in its own column after a dash',
      lines: ['• AppleCare Hardware Certification - Apple Support - 2019'],
      names: ['AppleCare Hardware Certification - Apple Support'],
    },
    {
      layout: "a certificate in a field wrapped before the field's last capitalised word",
      lines: [
        'Certificate in Supply Chain',
        'Management, Southern New Hampshire University, 2020',
        'Graduate Diploma of Project',
        'Management | Deakin University | 2018',
        'Forklift Operator, 2016',
      ],
      names: [
        'Certificate in Supply Chain Management, Southern New Hampshire University',
        'Graduate Diploma of Project Management | Deakin University',
        'Forklift Operator',
      ],
    },
    {
      layout: 'undated names one a line, each whole, between credentials in a field',
      lines: [
        'CPR and First Aid',
        'Food Safety, ServSafe, 2021',
        'Certified in Infection Control',
        'Forklift Operator, 2016',
        'Certificate in Wound Care',
        'BLS, American Heart Association',
      ],
      names: [
        'CPR and First Aid',
        'Food Safety, ServSafe',
        'Certified in Infection Control',
        'Forklift Operator',
        'Certificate in Wound Care',
        'BLS, American Heart Association',
      ],
    },
  ])('$layout', ({ lines, names }) => {
    const resume = parse(...contact, 'Certifications', ...lines, ...education);
    expect(resume.certifications.map((c) => c.name)).toEqual(names);
  });

  it('takes the expiry out of the name and leaves the year for when it was earned', () => {
    const resume = parse(
      ...contact,
      'Certifications',
      'Red Seal Electrician, exp. 2026',
      '• Standard First Aid & CPR Level C (exp 2026)',
      'Journeyman Licence – expires 03/2027',
      'BLS Provider, American Heart Association — Expiration: June 2025',
      'Food Handler Certificate, 2022, valid until 2027',
      ...education,
    );
    expect(resume.certifications.map((c) => [c.name, c.year])).toEqual([
      ['Red Seal Electrician', ''],
      ['Standard First Aid & CPR Level C', ''],
      ['Journeyman Licence', ''],
      ['BLS Provider, American Heart Association', ''],
      ['Food Handler Certificate', '2022'],
    ]);
  });

  it('keeps a name that merely holds "exp" or "valid" before a year', () => {
    const resume = parse(
      ...contact,
      'Certifications',
      'Expo Safety Steward 2019',
      'Data Validation 2021',
      ...education,
    );
    expect(resume.certifications.map((c) => [c.name, c.year])).toEqual([
      ['Expo Safety Steward', '2019'],
      ['Data Validation', '2021'],
    ]);
  });

  it('joins a course wrapped the same way', () => {
    const resume = parse(
      ...contact,
      'Experience',
      'Bookkeeper | Northwind Traders | 2019 - 2021',
      'Courses',
      'Introduction to Financial',
      'Accounting | Coursera | 2021',
      'Excel Skills for Business, Macquarie University, 2020',
      ...education,
    );
    expect(resume.courses?.map((c) => [c.name, c.year])).toEqual([
      ['Introduction to Financial Accounting | Coursera', '2021'],
      ['Excel Skills for Business, Macquarie University', '2020'],
    ]);
  });
});

/** Writing habits from outside the corpus: other countries' phones and degrees, other bullets and dates. */
describe('resumes written unlike the corpus', () => {
  const job = ['Experience', 'Analyst | Northwind Traders | 2019 - 2021', '• Built forecasting models'];
  it.each([
    { phone: '+44 20 7946 0958', line: 'London, UK | +44 20 7946 0958 | t@example.com' },
    { phone: '+31 6 12345678', line: 'Rotterdam, Netherlands | +31 6 12345678 | g@example.nl' },
    { phone: '+39 347 123 4567', line: '+39 347 123 4567 · Milan, Italy' },
    { phone: '+49 30 12345678', line: '+49 30 12345678' },
    { phone: '+212 6 12 34 56 78', line: 'Casablanca · +212 6 12 34 56 78 · f@example.ma' },
    { phone: '(+91) 8087996634', line: '(+91) 8087996634 | p@example.in' },
    { phone: '07700 900123', line: 'Glasgow, Scotland | 07700 900123 | c@example.co.uk' },
    { phone: '206-555-0149', line: 'Seattle, WA 98101 | 206-555-0149' },
  ])('reads the whole phone number $phone', ({ phone, line }) => {
    expect(parse('Dana Whitfield', line, ...job, ...education).phone).toBe(phone);
  });

  it.each(['●', '▪', '■', '➢', '✓', '►'])('keeps short bullets set with "%s" as bullets', (glyph) => {
    const resume = parse(
      ...contact,
      'Experience',
      'Zalando SE',
      'Senior Product Designer',
      'September 2021 – Present',
      `${glyph} Led the redesign of the returns flow`,
      `${glyph} Built a design-ops practice`,
      'N26 GmbH',
      'Product Designer',
      'November 2018 – August 2021',
      `${glyph} Designed the savings feature`,
      ...education,
    );
    expect(resume.experience.map((e) => [e.company, e.responsibilities])).toEqual([
      ['Zalando SE', ['Led the redesign of the returns flow', 'Built a design-ops practice']],
      ['N26 GmbH', ['Designed the savings feature']],
    ]);
  });

  it.each([
    {
      line: 'Tufts University, B.A. Political Science, 2016',
      school: 'Tufts University',
      degree: 'B.A. Political Science',
    },
    {
      line: 'Fudan University, M.S. Computer Science    2016',
      school: 'Fudan University',
      degree: 'M.S. Computer Science',
    },
    {
      line: 'Anna University, B.E. Electronics, 2016',
      school: 'Anna University',
      degree: 'B.E. Electronics',
    },
    {
      line: 'Texas State University — M.Ed. Curriculum and Instruction — 2016',
      school: 'Texas State University',
      degree: 'M.Ed. Curriculum and Instruction',
    },
    {
      line: 'American University of Sharjah, BBA Finance, 2016',
      school: 'American University of Sharjah',
      degree: 'BBA Finance',
    },
    {
      line: 'KTH Royal Institute of Technology — MSc Industrial Engineering — 2016',
      school: 'KTH Royal Institute of Technology',
      degree: 'MSc Industrial Engineering',
    },
    {
      line: 'Certificate III in Hospitality - William Angliss Institute - 2016',
      school: 'William Angliss Institute',
      degree: 'Certificate III in Hospitality',
    },
    {
      line: 'ENCG Casablanca | Master in Logistics | 2016',
      school: 'ENCG Casablanca',
      degree: 'Master in Logistics',
    },
    {
      line: 'Universidad Politécnica de Madrid\nBSc Computer Science, 2016',
      school: 'Universidad Politécnica de Madrid',
      degree: 'BSc Computer Science',
    },
    {
      line: 'Politecnico di Milano\nMSc Communication Design, 2016',
      school: 'Politecnico di Milano',
      degree: 'MSc Communication Design',
    },
    {
      line: 'B.E. Computer Engineering — Pune Institute of Technology Kothrud\nPune\n2016',
      school: 'Pune Institute of Technology Kothrud Pune',
      degree: 'B.E. Computer Engineering',
    },
    {
      line: 'University College Dublin\nBSc Computer Science (expected 2016)',
      school: 'University College Dublin',
      degree: 'BSc Computer Science',
    },
  ])('reads the degree and school of "$line"', ({ line, school, degree }) => {
    const resume = parse(...contact, ...job, 'Education', ...line.split('\n'));
    expect(resume.education).toEqual([{ institution: school, degree, graduation_year: '2016' }]);
  });

  it.each([
    { line: 'Electrician - Scottish Power - 2015 - Present', company: 'Scottish Power', end: 'Present' },
    { line: 'Risk Analyst | Barclays | March 2018 to date', company: 'Barclays', end: 'Present' },
    { line: 'Risk Analyst | Barclays | Jan 2015 till date', company: 'Barclays', end: 'Present' },
    { line: 'Risk Analyst | Barclays | 2012 - 2015', company: 'Barclays', end: '2015' },
  ])('reads the employer and end of "$line"', ({ line, company, end }) => {
    const [job] = parse(
      ...contact,
      'Experience',
      line,
      '• Built credit-risk models',
      ...education,
    ).experience;
    expect([job?.company, job?.end_date]).toEqual([company, end]);
  });
});

describe('entries written unlike the corpus', () => {
  const entry = (...lines: string[]) => parse(...contact, 'Experience', ...lines, ...education).experience;
  const summary = (jobs: ReturnType<typeof entry>) =>
    jobs.map((j) => [j.company, j.role, j.start_date, j.end_date, j.responsibilities.length]);

  it.each([
    {
      layout: 'months written with a full stop ("03.2019"), as much of Europe does',
      lines: ['Siemens AG', 'Embedded Software Engineer', '03.2019 – 06.2021', '• Wrote firmware in C++'],
      jobs: [['Siemens AG', 'Embedded Software Engineer', '03.2019', '06.2021', 1]],
    },
    {
      layout: 'a one-word employer compromise reads as a verb ("Sky")',
      lines: [
        'Software Engineer at Monzo, London, UK | 2019 - 2021',
        '- Built the card-freeze feature in Go',
        '- On-call for payments services',
        'Graduate Developer at Sky, Leeds, UK | 2017 - 2019',
        '- Maintained the web player',
      ],
      jobs: [
        ['Monzo', 'Software Engineer', '2019', '2021', 2],
        ['Sky', 'Graduate Developer', '2017', '2019', 1],
      ],
    },
    {
      layout: 'an employer beside its city on the line above the role ("Erasmus MC, Rotterdam")',
      lines: [
        'Erasmus MC, Rotterdam',
        'Intensive Care Nurse',
        'Feb 2019 – Present',
        '- Cared for up to three ventilated patients per shift',
      ],
      jobs: [['Erasmus MC', 'Intensive Care Nurse', 'Feb 2019', 'Present', 1]],
    },
    {
      layout: 'a title without a job-title word, where the document puts roles before employers',
      lines: [
        'Restaurant Supervisor - The Grand Hotel - Melbourne',
        'Jan 2021 - Present',
        '- Supervised a team of 14 front-of-house staff',
        'Barista - Blue Bottle Coffee - Melbourne',
        'Feb 2018 - Dec 2020',
        '- Made 300 coffees a day',
      ],
      jobs: [
        ['The Grand Hotel', 'Restaurant Supervisor', 'Jan 2021', 'Present', 1],
        ['Blue Bottle Coffee', 'Barista', 'Feb 2018', 'Dec 2020', 1],
      ],
    },
    {
      layout:
        'employers whose names end in words compromise also reads as places ("Lane Cafe", "Park Capital")',
      lines: [
        'Little Lane Cafe',
        'Shift Supervisor',
        'Jun 2021 – Present',
        '• Opened and closed the cafe for a team of 6',
        'Hyde Park Capital',
        'Analyst Intern',
        'Jun 2019 – Aug 2019',
        '• Built comparable-company models for 3 deals',
      ],
      jobs: [
        ['Little Lane Cafe', 'Shift Supervisor', 'Jun 2021', 'Present', 1],
        ['Hyde Park Capital', 'Analyst Intern', 'Jun 2019', 'Aug 2019', 1],
      ],
    },
    {
      layout: 'a location in brackets after the employer',
      lines: ['Shopify (Remote)', 'Data Scientist', 'Jan 2019 – Mar 2022', '• Modelled merchant churn'],
      jobs: [['Shopify', 'Data Scientist', 'Jan 2019', 'Mar 2022', 1]],
    },
    {
      layout: 'bullets whose glyphs extraction lost, the last one right above the next employer',
      lines: [
        'Flutterwave',
        'Backend Engineer',
        'May 2021 - Present',
        'Designed an idempotent payouts API handling 1M requests a day',
        'Reduced p99 latency from 900 ms to 250 ms',
        'Andela',
        'Software Developer',
        'Jan 2019 - Apr 2021',
        'Built Node.js services for US clients',
      ],
      jobs: [
        ['Flutterwave', 'Backend Engineer', 'May 2021', 'Present', 2],
        ['Andela', 'Software Developer', 'Jan 2019', 'Apr 2021', 1],
      ],
    },
  ])('$layout', ({ lines, jobs }) => {
    expect(summary(entry(...lines))).toEqual(jobs);
  });

  it.each(['KEY SKILLS & COMPETENCIES:', 'Skills and Expertise', 'Technical Skills & Competencies'])(
    'reads the joined heading "%s" as the skills heading',
    (heading) => {
      const resume = parse(
        ...contact,
        'Experience',
        'Analyst | Northwind | 2019 - 2021',
        heading,
        'Python, SQL',
      );
      expect(resume.skills).toEqual(['Python', 'SQL']);
    },
  );
});
