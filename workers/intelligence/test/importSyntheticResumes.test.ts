import type { ResumeData } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { parseResumeHtml } from '../src';
import { parseLines as parse } from './resumeFixtures';

/**
 * Whole synthetic resumes in layouts the other import tests lack, each as PDF or DOCX extraction hands
 * it over, for the people who use the product: students, graduates, career changers, international
 * students, people with gaps.
 */
const jobsOf = (resume: ResumeData) =>
  resume.experience.map((j) => [j.company, j.role, j.start_date, j.end_date, j.responsibilities.length]);

describe('synthetic resumes', () => {
  it('a two-column PDF whose sidebar (contact, skills, languages) comes out before the main column', () => {
    const resume = parse(
      'PRIYA NAIR',
      'CONTACT',
      'priya.nair@example.com',
      '+44 7700 900456',
      'Manchester, UK',
      'SKILLS',
      'Python',
      'SQL',
      'Tableau',
      'LANGUAGES',
      'English, Hindi, Malayalam',
      'PROFILE',
      'Data analyst with three years of experience turning retail data into pricing decisions.',
      'EXPERIENCE',
      'Data Analyst',
      'Boots UK',
      'Jan 2022 – Present',
      '• Built a weekly pricing dashboard used by 40 category managers',
      'Junior Analyst',
      'Asda',
      'Jul 2020 – Dec 2021',
      '• Automated stock reports in Python, saving 6 hours a week',
      'EDUCATION',
      'MSc Business Analytics',
      'University of Manchester',
      '2020',
    );
    expect([resume.email, resume.phone]).toEqual(['priya.nair@example.com', '+44 7700 900456']);
    expect(resume.skills).toEqual(['Python', 'SQL', 'Tableau']);
    expect(resume.summary).toMatch(/^Data analyst with three years/);
    expect(jobsOf(resume)).toEqual([
      ['Boots UK', 'Data Analyst', 'Jan 2022', 'Present', 1],
      ['Asda', 'Junior Analyst', 'Jul 2020', 'Dec 2021', 1],
    ]);
    expect(resume.education).toEqual([
      { degree: 'MSc Business Analytics', institution: 'University of Manchester', graduation_year: '2020' },
    ]);
  });

  it('a DOCX laid out in tables: one row per job, one per degree, one of skills', () => {
    const resume = parseResumeHtml(
      [
        '<p>Chen Wei</p><p>chen.wei@example.com | +1 415 555 0199</p><h2>Experience</h2><table>',
        '<tr><td>Product Designer</td><td>Figma</td><td>2021 – Present</td></tr>',
        '<tr><td colspan="3"><ul><li>Designed the plugin marketplace</li></ul></td></tr>',
        '<tr><td>UX Designer</td><td>Airbnb</td><td>2018 – 2021</td></tr>',
        '<tr><td colspan="3"><ul><li>Ran 20 usability studies</li></ul></td></tr></table>',
        '<h2>Education</h2><table><tr><td>BFA Interaction Design</td><td>California College of the Arts</td>',
        '<td>2018</td></tr></table>',
        '<h2>Skills</h2><table><tr><td>Figma</td><td>Prototyping</td><td>User Research</td></tr></table>',
      ].join(''),
    );
    if (!resume) throw new Error('not read as a resume');
    expect(resume.name).toBe('Chen Wei');
    expect(jobsOf(resume)).toEqual([
      ['Figma', 'Product Designer', '2021', 'Present', 1],
      ['Airbnb', 'UX Designer', '2018', '2021', 1],
    ]);
    expect(resume.education[0]).toMatchObject({ institution: 'California College of the Arts' });
    expect(resume.skills).toEqual(['Figma', 'Prototyping', 'User Research']);
  });

  it('one line per job: "Role, Company, City | 2019–2021"', () => {
    const resume = parse(
      'Tomás Herrera',
      'tomas.herrera@example.com | 555-201-3344',
      'Experience',
      'Line Cook, Nopa, San Francisco | 2019–2021',
      '• Prepped 200 covers a night',
      'Prep Cook, Tartine Bakery, San Francisco | 2017–2019',
      '• Baked 300 loaves a morning',
      'Education',
      'Associate Degree in Culinary Arts | City College of San Francisco | 2017',
    );
    expect(jobsOf(resume)).toEqual([
      ['Nopa', 'Line Cook', '2019', '2021', 1],
      ['Tartine Bakery', 'Prep Cook', '2017', '2019', 1],
    ]);
  });

  it('dates on the right after a tab, "Current" and a "Summer 2020" internship', () => {
    const resume = parse(
      'Grace Kim',
      'grace.kim@example.com',
      'Work Experience',
      'Marketing Coordinator, Hubspot\tMay 2021 – Current',
      '• Ran 12 webinar campaigns with 4,000 sign-ups',
      'Marketing Intern, Wayfair\tSummer 2020',
      '• Wrote 30 product descriptions a week',
      'Education',
      'B.A. Communications, Boston University\t2020',
    );
    expect(jobsOf(resume)).toEqual([
      ['Hubspot', 'Marketing Coordinator', 'May 2021', 'Present', 1],
      ['Wayfair', 'Marketing Intern', 'Summer 2020', null, 1],
    ]);
    expect(resume.education).toEqual([
      { degree: 'B.A. Communications', institution: 'Boston University', graduation_year: '2020' },
    ]);
  });

  it('a student: expected degree first, coursework, projects, a summer internship and volunteering', () => {
    const resume = parse(
      'Aisha Bello',
      'aisha.bello+jobs@gmail.com | linkedin.com/in/aishabello | github.com/aishab',
      'Education',
      'BSc Computer Science (expected 2025)',
      'University of Leeds',
      'Relevant Coursework',
      'Algorithms, Databases, Machine Learning',
      'Projects',
      'Campus Bike Share App',
      '• Built a React Native app used by 300 students',
      'Experience',
      'Teaching Assistant',
      'University of Leeds',
      'Sep 2023 – Present',
      '• Ran weekly labs for 40 first-year students',
      'Software Engineering Intern',
      'Sky',
      'Summer 2023',
      '• Added caching to the recommendations API',
      'Volunteering',
      'Code Club Volunteer, Leeds Library | 2022 – 2023',
      '• Taught Scratch to 15 children',
      'Skills',
      'Python, Java, React, SQL',
    );
    expect([resume.email, resume.linkedin, resume.portfolio]).toEqual([
      'aisha.bello+jobs@gmail.com',
      'linkedin.com/in/aishabello',
      'github.com/aishab',
    ]);
    expect(resume.education).toEqual([
      { degree: 'BSc Computer Science', institution: 'University of Leeds', graduation_year: '2025' },
    ]);
    expect(jobsOf(resume)).toEqual([
      ['University of Leeds', 'Teaching Assistant', 'Sep 2023', 'Present', 1],
      ['Sky', 'Software Engineering Intern', 'Summer 2023', null, 1],
    ]);
    expect(resume.volunteering).toEqual([
      {
        organization: 'Leeds Library',
        role: 'Code Club Volunteer',
        start_date: '2022',
        end_date: '2023',
        bullets: ['Taught Scratch to 15 children'],
      },
    ]);
    expect(resume.skills).toEqual(['Python', 'Java', 'React', 'SQL']);
  });

  it('a career changer whose summary runs over two lines', () => {
    const resume = parse(
      'Mark Olsen',
      'mark.olsen@example.com | (612) 555-0182',
      'Summary',
      'Former secondary school teacher moving into instructional design after ten years of planning',
      'lessons for classes of thirty. I build e-learning modules in Articulate Storyline.',
      'Experience',
      'Instructional Design Intern | LearnCo | Jun 2023 – Dec 2023',
      '• Built 6 Storyline modules for onboarding',
      'Science Teacher | Minneapolis Public Schools | Aug 2013 – Jun 2023',
      '• Taught chemistry to 150 students a year',
      'Education',
      'Bachelor of Science in Chemistry | University of Minnesota | 2013',
      'Certifications',
      'ATD Instructional Design Certificate (2023)',
    );
    expect(resume.summary).toBe(
      'Former secondary school teacher moving into instructional design after ten years of planning lessons for classes of thirty. I build e-learning modules in Articulate Storyline.',
    );
    expect(jobsOf(resume)).toEqual([
      ['LearnCo', 'Instructional Design Intern', 'Jun 2023', 'Dec 2023', 1],
      ['Minneapolis Public Schools', 'Science Teacher', 'Aug 2013', 'Jun 2023', 1],
    ]);
    expect(resume.certifications.map((c) => c.name)).toEqual(['ATD Instructional Design Certificate']);
  });

  it('an international student writing months and "present" in German, French and Spanish', () => {
    const resume = parse(
      'Lukas Schmidt',
      'lukas.schmidt@example.de | +49 30 12345678',
      'Experience',
      'Data Engineer | Zalando SE | März 2021 – heute',
      '• Built Airflow pipelines',
      'Software Engineer | Criteo | janvier 2018 – décembre 2020',
      '• Wrote Scala jobs',
      'Developer | Telefónica | septiembre 2016 – diciembre 2017',
      '• Built APIs',
      'Education',
      'M.Sc. Informatik | Technische Universität Berlin | 2021',
    );
    expect(jobsOf(resume)).toEqual([
      ['Zalando SE', 'Data Engineer', 'Mar 2021', 'Present', 1],
      ['Criteo', 'Software Engineer', 'Jan 2018', 'Dec 2020', 1],
      ['Telefónica', 'Developer', 'Sep 2016', 'Dec 2017', 1],
    ]);
    expect(resume.education[0]).toMatchObject({ institution: 'Technische Universität Berlin' });
  });

  it.each(['A. J. Okafor', 'J.R. Patel', 'AJ Okafor'])('a name written with initials: "%s"', (name) => {
    const resume = parse(
      name,
      'aj.okafor@example.com | 07700 900123',
      'Experience',
      'Staff Nurse | Leeds Teaching Hospitals | 2019 – Current',
      '• Cared for 8 patients a shift',
      'Education',
      'BSc Adult Nursing | University of Leeds | 2019',
    );
    expect(resume.name).toBe(name);
    expect(jobsOf(resume)).toEqual([['Leeds Teaching Hospitals', 'Staff Nurse', '2019', 'Present', 1]]);
  });

  it.each([
    ['JONATHAN "JON" MERCER', 'JONATHAN "JON" MERCER'],
    ["MARÍA 'MAJO' LÓPEZ", "MARÍA 'MAJO' LÓPEZ"],
    ['Robert “Bobby” Tran', 'Robert "Bobby" Tran'],
    ['Katherine ‘Kit’ Osei', "Katherine 'Kit' Osei"],
  ])('a name with the nickname its owner goes by in quotes: %s', (written, name) => {
    const resume = parse(
      written,
      'hello@example.com | 555-301-2290',
      'Experience',
      'Barista',
      'Blue Door Coffee',
      '2021 – 2023',
      '• Served 300 drinks a shift',
      'Education',
      'High School Diploma | Westview High School | 2020',
    );
    expect(resume.name).toBe(name);
  });

  it('an employer beside its city and dates, the role on the line below', () => {
    const resume = parse(
      'Nina Rossi',
      'nina.rossi@example.com',
      'Professional Experience',
      'Accenture — Milan, Italy\t2018 – 2022',
      'Business Analyst',
      '• Mapped 40 finance processes',
      'Education',
      'Laurea in Economia | Università Bocconi | 2018',
    );
    expect(jobsOf(resume)).toEqual([['Accenture', 'Business Analyst', '2018', '2022', 1]]);
    expect(resume.education).toMatchObject([{ institution: 'Università Bocconi', graduation_year: '2018' }]);
  });

  it('a gap between jobs, listed as a career break', () => {
    const resume = parse(
      'Sam Lee',
      'sam.lee@example.com',
      'Experience',
      'Project Manager | Atlassian | 2022 – Present',
      '• Ran 3 product launches',
      'Career Break | 2020 – 2022',
      '• Full-time carer for a parent',
      'Project Coordinator | Canva | 2016 – 2020',
      '• Coordinated 12 releases',
      'Education',
      'Bachelor of Business | UNSW | 2015',
    );
    expect(jobsOf(resume)).toEqual([
      ['Atlassian', 'Project Manager', '2022', 'Present', 1],
      ['', 'Career Break', '2020', '2022', 1],
      ['Canva', 'Project Coordinator', '2016', '2020', 1],
    ]);
  });

  it('a graduate with two roles at one employer and plus-addressed e-mail', () => {
    const resume = parse(
      'Olivia Brown',
      'olivia.brown+cv@outlook.com · www.linkedin.com/in/olivia-brown',
      'Experience',
      'Fleet Street Media',
      'Junior Editor',
      'Jan 2023 – Present',
      '• Edited 15 articles a week for the business desk',
      'Editorial Intern',
      'Jun 2022 – Dec 2022',
      '• Fact-checked long-form features',
      'Education',
      'Master of Arts, Visual Communication',
      'Glasgow School of Art, 2022',
      'Technical Skills & Tools',
      'InDesign, Photoshop, WordPress',
    );
    expect([resume.email, resume.linkedin]).toEqual([
      'olivia.brown+cv@outlook.com',
      'www.linkedin.com/in/olivia-brown',
    ]);
    expect(jobsOf(resume)).toEqual([
      ['Fleet Street Media', 'Junior Editor', 'Jan 2023', 'Present', 1],
      ['Fleet Street Media', 'Editorial Intern', 'Jun 2022', 'Dec 2022', 1],
    ]);
    expect(resume.education).toEqual([
      {
        degree: 'Master of Arts, Visual Communication',
        institution: 'Glasgow School of Art',
        graduation_year: '2022',
      },
    ]);
    expect(resume.skills).toEqual(['InDesign', 'Photoshop', 'WordPress']);
  });

  it('a PDF that put two columns side by side on each line, the gap kept as wide spaces', () => {
    const resume = parse(
      'Rahul Mehta',
      'rahul.mehta@example.com | +91 98765 43210',
      'EXPERIENCE',
      'Backend Developer | Razorpay | 2021 – Present',
      '• Built a reconciliation service handling 2M payments a day',
      'Associate Engineer | Infosys | 2019 – 2021',
      '• Migrated 30 batch jobs to Spring Boot',
      'EDUCATION',
      'B.Tech Computer Science | IIT Delhi | 2019',
      'SKILLS',
      'Java      Go      PostgreSQL      Kafka',
    );
    expect(jobsOf(resume)).toEqual([
      ['Razorpay', 'Backend Developer', '2021', 'Present', 1],
      ['Infosys', 'Associate Engineer', '2019', '2021', 1],
    ]);
    expect(resume.skills).toEqual(['Java', 'Go', 'PostgreSQL', 'Kafka']);
  });
});

describe('more synthetic resumes', () => {
  it('a graduate with no experience yet: objective, expected degree, projects', () => {
    const resume = parse(
      'Maya Chen',
      'maya.chen@example.com | (415) 555-0111 | github.com/mayachen',
      'Objective',
      'Recent graduate seeking an entry-level data role.',
      'Education',
      'Bachelor of Science in Statistics, Expected May 2025',
      'University of Toronto',
      'GPA: 3.7/4.0',
      'Projects',
      'Housing Price Model | Python, scikit-learn',
      '• Predicted prices within 8% error',
      'Skills',
      'R, Python, SQL, Excel',
    );
    expect(resume.experience).toEqual([]);
    expect(resume.education).toEqual([
      {
        degree: 'Bachelor of Science in Statistics',
        institution: 'University of Toronto',
        graduation_year: '2025',
        gpa: '3.7/4.0',
      },
    ]);
    expect(resume.portfolio).toBe('github.com/mayachen');
    expect(resume.skills).toEqual(['R', 'Python', 'SQL', 'Excel']);
  });

  it('years written with an apostrophe: "Jan \'20 – Mar \'22"', () => {
    const resume = parse(
      'Leo Park',
      'leo.park@example.com',
      'Experience',
      "Barista | Blue Bottle Coffee | Jan '20 – Mar '22",
      '• Made 300 coffees a day',
      "Cashier | Trader Joe's | Jun ’18 – Dec ’19",
      '• Ran the till on weekends',
      'Education',
      'High School Diploma | Lincoln High School | 2019',
    );
    expect(jobsOf(resume)).toEqual([
      ['Blue Bottle Coffee', 'Barista', 'Jan 2020', 'Mar 2022', 1],
      ["Trader Joe's", 'Cashier', 'Jun 2018', 'Dec 2019', 1],
    ]);
  });

  it('an employer and its city above each role with numeric month dates', () => {
    const resume = parse(
      'Ines Duarte',
      'ines.duarte@example.pt',
      'Work History',
      'Farfetch | Porto, Portugal',
      'Frontend Developer | 09/2020 – 06/2023',
      '• Built checkout in React',
      'Critical Software | Coimbra, Portugal',
      'Software Trainee | 02/2019 – 08/2020',
      '• Wrote test tooling',
      'Education',
      'Licenciatura em Engenharia Informática | Universidade de Coimbra | 2019',
    );
    expect(jobsOf(resume)).toEqual([
      ['Farfetch', 'Frontend Developer', '09/2020', '06/2023', 1],
      ['Critical Software', 'Software Trainee', '02/2019', '08/2020', 1],
    ]);
    expect(resume.education).toMatchObject([
      { institution: 'Universidade de Coimbra', graduation_year: '2019' },
    ]);
  });

  it('a two-column export flattened with the sidebar (skills, languages, contact) after the main column', () => {
    const resume = parse(
      'TOMASZ NOWAK',
      'PROFILE',
      'Logistics planner who cut freight costs at two European distributors.',
      'EXPERIENCE',
      'Transport Planner',
      'DHL Supply Chain',
      'Mar 2020 – Present',
      '• Planned 120 daily routes across Poland and Germany',
      'Logistics Assistant',
      'Raben Group',
      'Jul 2017 – Feb 2020',
      '• Booked carriers for 40 shipments a week',
      'EDUCATION',
      'MSc Logistics',
      'Poznań University of Economics',
      '2017',
      'SKILLS',
      'SAP TM',
      'Excel',
      'Route planning',
      'LANGUAGES',
      'Polish, English, German',
      'CONTACT',
      'tomasz.nowak@example.pl',
      '+48 601 234 567',
    );
    expect([resume.name, resume.email, resume.phone]).toEqual([
      'TOMASZ NOWAK',
      'tomasz.nowak@example.pl',
      '+48 601 234 567',
    ]);
    expect(jobsOf(resume)).toEqual([
      ['DHL Supply Chain', 'Transport Planner', 'Mar 2020', 'Present', 1],
      ['Raben Group', 'Logistics Assistant', 'Jul 2017', 'Feb 2020', 1],
    ]);
    expect(resume.education).toEqual([
      { degree: 'MSc Logistics', institution: 'Poznań University of Economics', graduation_year: '2017' },
    ]);
    expect(resume.skills).toEqual(['SAP TM', 'Excel', 'Route planning']);
  });

  it('the dates on a line of their own under "Title, Company"', () => {
    const resume = parse(
      'Grace Oyelaran',
      'grace.oyelaran@example.com | (312) 555-0142',
      'Professional Experience',
      'Marketing Coordinator, Bloom Agency',
      'January 2021 – Present',
      '• Ran email campaigns for 12 retail clients',
      '• Grew newsletter sign-ups by 35%',
      'Marketing Intern, Lakeshore Foods',
      'June 2020 – December 2020',
      '• Wrote product copy for the online store',
      'Education',
      'B.A. Communications, DePaul University, 2020',
    );
    expect(jobsOf(resume)).toEqual([
      ['Bloom Agency', 'Marketing Coordinator', 'January 2021', 'Present', 2],
      ['Lakeshore Foods', 'Marketing Intern', 'June 2020', 'December 2020', 1],
    ]);
    expect(resume.education).toEqual([
      { degree: 'B.A. Communications', institution: 'DePaul University', graduation_year: '2020' },
    ]);
  });

  it('"Company — City, ST" above each role and its dates', () => {
    const resume = parse(
      'Marcus Bell',
      'marcus.bell@example.com | (253) 555-0187',
      'Experience',
      'Harbor Logistics — Tacoma, WA',
      'Warehouse Supervisor',
      'Mar 2018 – Present',
      '• Supervised a crew of 14 across two shifts',
      'Cascade Freight — Kent, WA',
      'Forklift Operator',
      'Jun 2015 – Feb 2018',
      '• Loaded 60 trailers a week with zero damage claims',
      'Education',
      'High School Diploma | Lincoln High School | 2015',
    );
    expect(jobsOf(resume)).toEqual([
      ['Harbor Logistics', 'Warehouse Supervisor', 'Mar 2018', 'Present', 1],
      ['Cascade Freight', 'Forklift Operator', 'Jun 2015', 'Feb 2018', 1],
    ]);
  });

  it('a student with part-time jobs only and a "Relevant Coursework" line under education', () => {
    const resume = parse(
      'Aisha Rahman',
      'aisha.rahman@example.edu | (617) 555-0123',
      'Education',
      'Northeastern University, Boston, MA',
      'Bachelor of Science in Computer Science, Expected May 2026',
      'Relevant Coursework: Data Structures, Algorithms, Databases, Operating Systems',
      'Experience',
      'Library Assistant (part-time), Snell Library',
      'Sep 2023 – Present',
      '• Shelve and check out 200 items a shift',
      'Cashier (part-time), Star Market',
      'Jun 2022 – Aug 2023',
      '• Handled cash and card payments for 150 customers a day',
      'Skills',
      'Java, Python, SQL',
    );
    expect(resume.education).toEqual([
      {
        degree: 'Bachelor of Science in Computer Science',
        institution: 'Northeastern University',
        graduation_year: '2026',
      },
    ]);
    expect(jobsOf(resume)).toEqual([
      ['Snell Library', 'Library Assistant (part-time)', 'Sep 2023', 'Present', 1],
      ['Star Market', 'Cashier (part-time)', 'Jun 2022', 'Aug 2023', 1],
    ]);
    expect(resume.skills).toEqual(['Java', 'Python', 'SQL']);
  });

  it('a non-native writer ending current roles with "Actually" or "Nowadays" (actualmente, actuellement)', () => {
    const resume = parse(
      'Lucía Fernández',
      'lucia.fernandez@example.es | +34 612 345 678',
      'Work Experience',
      'Customer Service Agent | Iberia | 2021 – Actually',
      '• Attend 60 passengers a day in Spanish, English and French',
      'Receptionist | NH Hotels | 2018 – 2021',
      '• Managed check-in for 200 rooms',
      'Sales Assistant | Zara',
      'March 2022 - Nowadays',
      '• Advise customers at the fitting rooms on weekends',
      'Education',
      'Grado en Turismo | Universidad de Sevilla | 2018',
    );
    expect(jobsOf(resume)).toEqual([
      ['Iberia', 'Customer Service Agent', '2021', 'Present', 1],
      ['NH Hotels', 'Receptionist', '2018', '2021', 1],
      ['Zara', 'Sales Assistant', 'March 2022', 'Present', 1],
    ]);
    expect(resume.education).toEqual([
      { degree: 'Grado en Turismo', institution: 'Universidad de Sevilla', graduation_year: '2018' },
    ]);
  });

  it('a federal-style resume: hours per week, salary, supervisor and grade lines under each job', () => {
    const resume = parse(
      'Denise Carter',
      'denise.carter@example.gov | (202) 555-0175',
      'Work Experience',
      'Program Analyst',
      'Department of Veterans Affairs, Washington, DC',
      '10/2019 – Present',
      'Hours per week: 40',
      'Salary: $78,000 per year',
      'Series/Grade: GS-0343-11',
      'Supervisor: James Holt, (202) 555-0190; may contact',
      '• Analyzed program data for 12 regional offices',
      '• Wrote quarterly performance reports for leadership',
      'Budget Technician',
      'U.S. Department of Agriculture, Beltsville, MD',
      '06/2016 – 09/2019',
      'Hours per week: 40',
      'Supervisor: Karen Wu, (301) 555-0122; may contact',
      '• Reconciled obligations in the financial system every month',
      'Education',
      'Bachelor of Science in Accounting | University of Maryland | 2016',
    );
    expect(jobsOf(resume)).toEqual([
      ['Department of Veterans Affairs', 'Program Analyst', '10/2019', 'Present', 6],
      ['U.S. Department of Agriculture', 'Budget Technician', '06/2016', '09/2019', 3],
    ]);
    // The labelled details are kept with the job, each as written.
    expect(resume.experience[1]?.responsibilities).toEqual([
      'Hours per week: 40',
      'Supervisor: Karen Wu, (301) 555-0122; may contact',
      'Reconciled obligations in the financial system every month',
    ]);
  });
});
