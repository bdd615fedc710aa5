import { describe, expect, it } from 'vitest';
import { parseLines as parse } from './resumeFixtures';

/**
 * The sections beyond the SPEC's five: an import used to split them off and then drop them, so a
 * student lost their projects and an international student their languages.
 */
const header = ['Mei Tanaka', 'mei.tanaka@example.com', '+1 555 010 2233'];
const experience = [
  'EXPERIENCE',
  'Teaching Assistant',
  'Ohio State University',
  'Aug 2022 – May 2024',
  '• Graded weekly problem sets for 120 students',
  'EDUCATION',
  'Ohio State University',
  'B.S. Computer Science, 2024',
];

describe('sections beyond the five', () => {
  it("keeps a student's projects: name and dates, bullets (wrapped ones joined) and a description", () => {
    const resume = parse(
      ...header,
      ...experience,
      'PROJECTS',
      'Campus Food Finder | React, Firebase | Jan 2023 – Apr 2023',
      'A web app that shows which dining halls are open and what they serve today.',
      '• Reached 1,200 weekly users in the first semester',
      '• Cut page load time by 40% by caching menus in',
      'local storage',
      'Solar Car Telemetry',
      '• Wrote the CAN bus logger in C for the 2022 race season',
    );
    expect(resume?.projects).toEqual([
      {
        name: 'Campus Food Finder | React, Firebase',
        description: 'A web app that shows which dining halls are open and what they serve today.',
        link: '',
        start_date: 'Jan 2023',
        end_date: 'Apr 2023',
        bullets: [
          'Reached 1,200 weekly users in the first semester',
          'Cut page load time by 40% by caching menus in local storage',
        ],
      },
      {
        name: 'Solar Car Telemetry',
        description: '',
        link: '',
        start_date: '',
        end_date: '',
        bullets: ['Wrote the CAN bus logger in C for the 2022 race season'],
      },
    ]);
    expect(resume?.education[0]?.institution).toBe('Ohio State University');
  });

  it('reads dates above a name or beside a label, a name with its tagline, and a list of one project a bullet', () => {
    const dated = parse(
      ...header,
      ...experience,
      'PROJECTS',
      '2021 –',
      'Present',
      'Personal Project: Home Budget Planner',
      'Built a budgeting app in Flutter that syncs with bank exports.',
      'Trail Map Generator',
      'TEAM PROJECT Sep 2020 - Dec 2020',
      '• Rendered elevation tiles with D3',
    );
    expect(
      dated?.projects?.map((p) => [p.name, p.start_date, p.end_date, p.description, p.bullets.length]),
    ).toEqual([
      [
        'Personal Project: Home Budget Planner',
        '2021',
        'Present',
        'Built a budgeting app in Flutter that syncs with bank exports.',
        0,
      ],
      ['Trail Map Generator', 'Sep 2020', 'Dec 2020', 'TEAM PROJECT', 1],
    ]);
    const listed = parse(
      ...header,
      ...experience,
      'PROJECTS',
      '• Route Planner: Shortest-path finder for campus shuttles written in Rust.',
      '• Chess Engine: Alpha-beta search engine that beats 1800-rated players.',
    );
    expect(listed?.projects?.map((p) => [p.name, p.description])).toEqual([
      ['Route Planner', 'Shortest-path finder for campus shuttles written in Rust.'],
      ['Chess Engine', 'Alpha-beta search engine that beats 1800-rated players.'],
    ]);
  });

  it('reads a line under a project’s name that describes it or labels it as no project of its own', () => {
    // As our templates export projects: the name (dates beside it), then its description or label.
    const resume = parse(
      ...header,
      ...experience,
      'PROJECTS',
      'Open Source Contributor',
      'Contributed to several Python packages on GitHub',
      'Hackathon Winner\t2019',
      'First place in Bay Area Tech Hackathon',
      'Pyresparser | API/Python Package\tJuly 2019 to Present',
      'PERSONAL PROJECT',
      '• A simple resume parser used for extracting information from resumes',
      'Password Strength Evaluator using Machine Learning',
      'Garbage Level Monitoring System',
    );
    expect(resume?.projects?.map((p) => [p.name, p.description])).toEqual([
      ['Open Source Contributor', 'Contributed to several Python packages on GitHub'],
      ['Hackathon Winner', 'First place in Bay Area Tech Hackathon'],
      ['Pyresparser | API/Python Package', 'PERSONAL PROJECT'],
      ['Password Strength Evaluator using Machine Learning', ''],
      ['Garbage Level Monitoring System', ''],
    ]);
  });

  it.each([
    [
      'English (Native), Japanese (Fluent), Spanish (B1)',
      ['English/Native', 'Japanese/Fluent', 'Spanish/B1'],
    ],
    [
      'English – Native | Mandarin – Professional working',
      ['English/Native', 'Mandarin/Professional working'],
    ],
    ['• Yoruba: native\n• French: conversational', ['Yoruba/native', 'French/conversational']],
    ['Arabic, Farsi, American Sign Language', ['Arabic/', 'Farsi/', 'American Sign Language/']],
  ])('reads the languages in %j with the level the user gave', (written, expected) => {
    const resume = parse(...header, ...experience, 'LANGUAGES', ...written.split('\n'));
    expect(resume?.languages?.map((l) => `${l.name}/${l.level}`)).toEqual(expected);
  });

  it('leaves out what a two-column layout spilled into the languages section', () => {
    const resume = parse(
      ...header,
      ...experience,
      'LANGUAGES',
      'English',
      'Spanish',
      'Warehousing, Operations, and Disposal Course, Graduate School',
      'USA, Washington DC.',
      'January 2021 — May 2021',
    );
    expect(resume?.languages?.map((l) => l.name)).toEqual(['English', 'Spanish']);
  });

  it('keeps awards, courses and publications with their years', () => {
    const resume = parse(
      ...header,
      ...experience,
      'AWARDS',
      "Dean's List, 2022",
      'Best Poster Award — Midwest Robotics Symposium (2023)',
      'COURSES',
      'Machine Learning Specialization, Coursera, 2023',
      'Google Data Analytics Certificate',
      'PUBLICATIONS',
      'Tanaka M., Lee J. Low-cost telemetry for student solar cars. IEEE SoutheastCon, 2023',
    );
    expect(resume?.awards?.map((a) => [a.name, a.year])).toEqual([
      ["Dean's List", '2022'],
      ['Best Poster Award — Midwest Robotics Symposium', '2023'],
    ]);
    expect(resume?.courses?.map((c) => [c.name, c.year])).toEqual([
      ['Machine Learning Specialization, Coursera', '2023'],
      ['Google Data Analytics Certificate', ''],
    ]);
    expect(resume?.publications?.map((p) => [p.title, p.year])).toEqual([
      ['Tanaka M., Lee J. Low-cost telemetry for student solar cars. IEEE SoutheastCon', '2023'],
    ]);
  });

  it('keeps sections the form has no field for under their own title, and no personal details', () => {
    const resume = parse(
      ...header,
      ...experience,
      'LEADERSHIP',
      '• President, Robotics Club (2022 – 2024): grew membership from 12 to 40',
      '• Orientation leader for 300 first-year',
      'students',
      'Interests',
      'Bouldering, Go, Film photography',
      'PERSONAL DETAILS',
      'Place of birth: Osaka',
    );
    expect(resume?.custom).toEqual([
      {
        title: 'Leadership',
        items: [
          'President, Robotics Club (2022 - 2024): grew membership from 12 to 40',
          'Orientation leader for 300 first-year students',
        ],
      },
      { title: 'Interests', items: ['Bouldering, Go, Film photography'] },
    ]);
  });

  it('adds no section the resume does not have', () => {
    const resume = parse(...header, ...experience);
    for (const key of ['projects', 'awards', 'languages', 'courses', 'publications', 'custom'] as const) {
      expect(resume?.[key], key).toBeUndefined();
    }
  });

  it.each(['Honors & Awards', 'Honours and Awards', 'AWARDS & HONORS', 'Awards and Honours', 'A W A R D S'])(
    'reads awards under "%s" into the awards field',
    (heading) => {
      const resume = parse(
        ...header,
        ...experience,
        heading,
        "Dean's List, 2023",
        'Hackathon Runner-Up, 2022',
      );
      expect(resume?.awards?.map((a) => [a.name, a.year])).toEqual([
        ["Dean's List", '2023'],
        ['Hackathon Runner-Up', '2022'],
      ]);
      expect(resume?.custom).toBeUndefined();
    },
  );

  it.each(['Project', 'PROJECT', 'P R O J E C T S'])(
    'reads a project under "%s" alone on its line',
    (heading) => {
      const resume = parse(
        ...header,
        ...experience,
        heading,
        'Library Seat Tracker | Jan 2023 – Mar 2023',
        '• Counted free seats from door sensors',
      );
      expect(resume?.projects?.map((p) => [p.name, p.start_date, p.bullets])).toEqual([
        ['Library Seat Tracker', 'Jan 2023', ['Counted free seats from door sensors']],
      ]);
      expect(resume?.custom).toBeUndefined();
    },
  );

  it('keeps "Project" (or a heading\'s word) that opens a skill or a bullet where it stands', () => {
    const resume = parse(
      ...header,
      'EXPERIENCE',
      'Teaching Assistant | Ohio State University | Aug 2022 – May 2024',
      '• Graded weekly problem sets for 120 students',
      '• Project lead for the grading rubric rewrite',
      '• Project: Lab Scheduler',
      '• Education Outreach Day host for 200 parents',
      'SKILLS',
      'Project Management, Python',
      'EDUCATION',
      'B.S. Computer Science, Ohio State University, 2024',
    );
    expect(resume?.experience[0]?.responsibilities).toEqual([
      'Graded weekly problem sets for 120 students',
      'Project lead for the grading rubric rewrite',
      'Project: Lab Scheduler',
      'Education Outreach Day host for 200 parents',
    ]);
    expect(resume?.skills).toEqual(['Project Management', 'Python']);
    expect(resume?.projects).toBeUndefined();
  });

  it('reads the year before an award as its year and keeps the years in its name', () => {
    const resume = parse(
      ...header,
      ...experience,
      'Honors & Awards',
      '2023 Best Outgoing Student Award 2022-23, Ohio State University',
      '2021 Hackathon Winner',
    );
    expect(resume?.awards?.map((a) => [a.name, a.year])).toEqual([
      ['Best Outgoing Student Award 2022-23, Ohio State University', '2023'],
      ['Hackathon Winner', '2021'],
    ]);
  });
});
