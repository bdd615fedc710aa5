import { type ResumeData, resumeDataSchema } from '@rb/contracts';

/**
 * Resumes written here for the round trip (export, import back, compare): short and long, one and two
 * pages, accented and CJK text, dates written every way the form takes them. Deterministic, so a
 * difference is the reader's, never the data's.
 */

const bullets = (role: string, n: number) =>
  [
    `Cut processing time by ${10 + n}% for the ${role.toLowerCase()} team`,
    'Trained six new starters on the ordering system',
    'Rebuilt the weekly report in Excel and Power BI',
    `Handled ${40 + n * 5} customer cases a week with a 98% satisfaction score`,
    'Wrote the handbook the team still uses',
    'Ran the quarterly stock count across two sites',
  ].slice(0, n);

const job = (
  company: string,
  role: string,
  start: string,
  end: string | null,
  n: number,
  location?: string,
) => ({
  company,
  role,
  start_date: start,
  end_date: end,
  responsibilities: bullets(role, n),
  ...(location ? { location } : {}),
});

const short = resumeDataSchema.parse({
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  phone: '+1 555 010 2288',
  summary: 'Operations coordinator who keeps small teams running on time.',
  experience: [job('Harbor Logistics', 'Operations Coordinator', 'March 2020', 'Present', 2, 'Tacoma, WA')],
  education: [{ institution: 'University of Washington', degree: 'BA Economics', graduation_year: '2019' }],
  skills: ['Scheduling', 'Excel', 'Vendor management', 'SAP'],
});

const long = resumeDataSchema.parse({
  name: 'Marcus Whitfield',
  email: 'marcus.whitfield@example.org',
  phone: '(555) 201-7788',
  linkedin: 'linkedin.com/in/marcuswhitfield',
  portfolio: 'marcuswhitfield.dev',
  summary:
    'Supply chain manager with twelve years across retail and manufacturing, from the warehouse floor to the planning office.',
  experience: [
    job('Northwind Traders', 'Supply Chain Manager', 'January 2021', 'Present', 6, 'Chicago, IL'),
    job('Contoso Manufacturing', 'Senior Planner', '2018', '2020', 5),
    job('Fabrikam Foods', 'Inventory Analyst', 'June 2016', 'December 2017', 4, 'Milwaukee, WI'),
    job('Tailspin Toys', 'Warehouse Supervisor', '2014', '2016', 5),
    job('Wide World Importers', 'Logistics Coordinator', 'May 2012', 'April 2014', 4),
    job('Adventure Works', 'Stock Associate', '2010', '2012', 3),
    job('Lakeside Grocers', 'Cashier', 'Summer 2009', null, 2),
  ],
  education: [
    { institution: 'Northwestern University', degree: 'MBA Operations', graduation_year: '2019' },
    { institution: 'University of Illinois', degree: 'BS Industrial Engineering', graduation_year: '2010' },
  ],
  skills: [
    'Demand planning',
    'S&OP',
    'SAP',
    'Oracle',
    'Power BI',
    'Excel',
    'Lean',
    'Six Sigma',
    'Forecasting',
    'Negotiation',
    'SQL',
    'Tableau',
  ],
  certifications: [
    { name: 'APICS CPIM', year: '2017' },
    { name: 'Lean Six Sigma Green Belt', year: '2015' },
  ],
  languages: [
    { name: 'Spanish', level: 'Professional' },
    { name: 'Polish', level: 'Conversational' },
  ],
});

const accented = resumeDataSchema.parse({
  name: 'Zoë Ångström-Núñez',
  email: 'zoe.angstrom@example.es',
  phone: '+34 612 345 678',
  summary: 'Ingeniera de datos que diseña canalizaciones fiables para equipos de producto.',
  experience: [
    job('Société Générale', 'Data Engineer', 'September 2021', 'Present', 3, 'Paris'),
    job('Telefónica', 'Analista de Datos', '2018', '2021', 3, 'Málaga'),
  ],
  education: [
    { institution: 'Universidad de Málaga', degree: 'Grado en Matemáticas', graduation_year: '2018' },
  ],
  skills: ['Python', 'Spark', 'Airflow', 'PostgreSQL'],
  languages: [
    { name: 'Español', level: 'Nativo' },
    { name: 'Français', level: 'C1' },
  ],
});

const cjk = resumeDataSchema.parse({
  name: '山田 太郎',
  email: 'taro.yamada@example.jp',
  phone: '+81 90 1234 5678',
  summary: 'Backend engineer who ships reliable payment services.',
  experience: [
    job('株式会社テスト', 'Backend Engineer', 'April 2019', 'Present', 3, 'Tokyo'),
    job('Rakuten', 'Developer', '2016', '2019', 2),
  ],
  education: [{ institution: '東京大学', degree: 'BSc Computer Science', graduation_year: '2016' }],
  skills: ['Go', 'Kubernetes', 'PostgreSQL', 'gRPC'],
});

const student = resumeDataSchema.parse({
  name: 'Amara Okafor',
  email: 'amara.okafor@example.edu',
  phone: '555 303 4411',
  summary: 'Final-year computer science student looking for a graduate software role.',
  experience: [job('Campus IT Help Desk', 'Student Technician', 'Fall 2022', 'Present', 2)],
  education: [
    { institution: 'Georgia State University', degree: 'BS Computer Science', graduation_year: '2025' },
  ],
  skills: ['Java', 'React', 'Git', 'Linux'],
  projects: [
    {
      name: 'Bus Tracker',
      description: 'Live map of campus buses',
      link: 'github.com/amara/bus-tracker',
      start_date: '2023',
      bullets: ['Served 2,000 riders a day'],
    },
  ],
  volunteering: [
    {
      organization: 'Code Club',
      role: 'Mentor',
      start_date: '2022',
      end_date: '2024',
      bullets: ['Taught Python to 30 children'],
    },
  ],
  custom: [{ title: 'Interests', items: ['Chess', 'Trail running'] }],
});

export const VARIED_RESUMES: ReadonlyArray<{ label: string; resume: ResumeData }> = [
  { label: 'short, one page', resume: short },
  { label: 'long, two pages', resume: long },
  { label: 'accented', resume: accented },
  { label: 'CJK', resume: cjk },
  { label: 'student with projects and volunteering', resume: student },
];
