/**
 * The help centre's table of contents: every tutorial route, its title and the section that lists it.
 * Kept apart from the tutorial bodies so the help centre and breadcrumbs never load all 26 modules.
 */

export const HELP_SECTIONS = [
  { id: 'getting-started', title: 'Getting Started' },
  { id: 'writing-better-resumes', title: 'Writing Better Resumes' },
  { id: 'common-issues', title: 'Common Issues & Solutions' },
  { id: 'special-scenarios', title: 'Special Scenarios' },
  { id: 'formatting-templates', title: 'Formatting & Templates' },
] as const;

export type HelpSectionId = (typeof HELP_SECTIONS)[number]['id'];

export interface CatalogEntry {
  slug: string;
  title: string;
  section: HelpSectionId;
  /** One line shown under the link in the help centre. */
  blurb: string;
}

export const TUTORIAL_CATALOG = [
  {
    slug: 'tutorial',
    title: 'How to Write a Resume That Gets Read',
    section: 'getting-started',
    blurb: 'What a resume is for, how long it should be and which jobs to include.',
  },
  {
    slug: 'build-resume-from-scratch',
    title: 'Build Your Resume from Scratch in This App',
    section: 'getting-started',
    blurb: 'A screen-by-screen walk through the resume form, from contact details to download.',
  },
  {
    slug: 'resume-header',
    title: 'Writing Your Resume Header',
    section: 'getting-started',
    blurb: 'Name, e-mail, phone and links: what belongs at the top and what to leave out.',
  },
  {
    slug: 'resume-summary-tutorial',
    title: 'Writing a Resume Summary in Three Sentences',
    section: 'getting-started',
    blurb: 'A short opening that tells the reader who you are and what you bring.',
  },
  {
    slug: 'final-resume-checklist',
    title: 'Final Resume Checklist Before You Apply',
    section: 'getting-started',
    blurb: 'Sixteen quick checks that catch the errors recruiters notice first.',
  },
  {
    slug: 'keyword-guide',
    title: 'Finding and Using Keywords from a Job Posting',
    section: 'writing-better-resumes',
    blurb: 'Read a job ad like a screening system does, then mirror its language honestly.',
  },
  {
    slug: 'quantifying-impact',
    title: 'Quantifying Your Impact with Numbers',
    section: 'writing-better-resumes',
    blurb: 'Turn duties into results using counts, percentages, money, time and scale.',
  },
  {
    slug: 'tailoring-resume',
    title: 'Tailoring Your Resume to Each Job',
    section: 'writing-better-resumes',
    blurb: 'Keep 80% of your resume stable and adapt the 20% that decides the match.',
  },
  {
    slug: 'using-achievements-effectively',
    title: 'Using Achievements Effectively',
    section: 'writing-better-resumes',
    blurb: 'Choose, order and phrase the accomplishments that prove you can do the job.',
  },
  {
    slug: 'showcasing-soft-skills',
    title: 'Showcasing Soft Skills Without Clichés',
    section: 'writing-better-resumes',
    blurb: 'Show communication, teamwork and reliability through evidence, not adjectives.',
  },
  {
    slug: 'certifications',
    title: 'Listing Certifications and Licences',
    section: 'writing-better-resumes',
    blurb: 'Which credentials to include, how to format them and where they belong.',
  },
  {
    slug: 'common-mistakes',
    title: 'Common Resume Mistakes and How to Fix Them',
    section: 'common-issues',
    blurb: 'The errors that get resumes rejected in seconds, each with a concrete fix.',
  },
  {
    slug: 'employment-gaps',
    title: 'Employment Gaps: What Counts and When to Mention It',
    section: 'common-issues',
    blurb: 'Decide whether a break needs explaining and how much to say.',
  },
  {
    slug: 'gap-explanation',
    title: 'Wording a Gap Explanation',
    section: 'common-issues',
    blurb: 'Short, factual sentences for the resume, the cover letter and the interview.',
  },
  {
    slug: 'handling-employment-gaps',
    title: 'Formatting a Resume That Has Gaps',
    section: 'common-issues',
    blurb: 'Layout choices that present a non-linear history clearly and honestly.',
  },
  {
    slug: 'no-experience',
    title: 'Writing a Resume with No Work Experience',
    section: 'common-issues',
    blurb: 'Build a credible first resume from education, projects and skills.',
  },
  {
    slug: 'no-experience-resume-tips',
    title: 'Turning Unpaid Experience into Resume Entries',
    section: 'common-issues',
    blurb: 'Volunteering, caring, clubs and personal projects written as real experience.',
  },
  {
    slug: 'career-change',
    title: 'Planning a Career Change Resume',
    section: 'special-scenarios',
    blurb: 'Map what you have done to what the new field needs before you write a word.',
  },
  {
    slug: 'resume-for-career-change',
    title: 'Rewriting Your Resume for a New Field, Section by Section',
    section: 'special-scenarios',
    blurb: 'Header, summary, experience and skills rewritten for the role you want next.',
  },
  {
    slug: 'college-grad',
    title: 'Resume Guide for Recent Graduates',
    section: 'special-scenarios',
    blurb: 'Lead with your degree, projects and internships while they are your strongest proof.',
  },
  {
    slug: 'international-student-resume-tips',
    title: 'Resume Tips for International Students',
    section: 'special-scenarios',
    blurb: 'Local conventions, work authorisation wording and translating foreign experience.',
  },
  {
    slug: 'remote-work',
    title: 'Presenting Remote Work Experience',
    section: 'special-scenarios',
    blurb: 'Show that you deliver without supervision, across time zones and tools.',
  },
  {
    slug: 'ats-formatting',
    title: 'Formatting for Applicant Tracking Systems',
    section: 'formatting-templates',
    blurb: 'Layouts, headings and fonts that screening software reads correctly.',
  },
  {
    slug: 'template-usage',
    title: 'Choosing and Using a Resume Template',
    section: 'formatting-templates',
    blurb: 'How the Classic and Modern templates differ and when to use each.',
  },
  {
    slug: 'file-naming',
    title: 'File Naming and Exporting Your Resume',
    section: 'formatting-templates',
    blurb: 'PDF or DOCX, a file name a recruiter can find, and a size under 1 MB.',
  },
  {
    slug: 'industry-formatting',
    title: 'Formatting Conventions by Industry',
    section: 'formatting-templates',
    blurb: 'What changes between tech, healthcare, finance, education, trades and creative roles.',
  },
] as const satisfies readonly CatalogEntry[];

export type TutorialSlug = (typeof TUTORIAL_CATALOG)[number]['slug'];

export function catalogEntry(slug: TutorialSlug): CatalogEntry {
  const entry = TUTORIAL_CATALOG.find((item) => item.slug === slug);
  if (!entry) throw new Error(`Unknown tutorial: ${slug}`);
  return entry;
}
