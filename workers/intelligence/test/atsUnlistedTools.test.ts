import { describe, expect, it } from 'vitest';
import { scoreResume } from '../src';
import { jobKeywords } from '../src/ats/jobKeywords';

const labels = (job: string) => jobKeywords(job).map((k) => k.label);

describe('ATS scorer: tools no lexicon knows', () => {
  it('reads a capitalised name listed with a known tool, or after "in"/"with"/"using", as a tool', () => {
    expect(labels('Scheduler\n\nKeep crew rosters and budgets in Rostrum and Jira.')).toContain('rostrum');
    expect(labels('Scheduler\n\nExperience with Microsoft Excel; Rostrum or Jira a plus.')).toContain(
      'rostrum',
    );
    expect(labels('Site Coordinator\n\nLog every inspection using Fieldwise.')).toContain('fieldwise');
    expect(labels('Site Coordinator\n\nWorking knowledge of Fieldwise is a plus.')).toContain('fieldwise');
    // "Of" after anything but knowing something names no tool ("the City of Boston").
    expect(labels('Clerk\n\nServe the residents of Fieldwise.')).not.toContain('fieldwise');
    expect(labels('Planner\n\nBuild MRDs and Jira epics.')).toContain('MRDs');
    // Its own capitals are its spelling.
    expect(labels('Marketer\n\nRun campaigns in HubNest, Excel and Google Analytics.')).toContain('HubNest');
  });

  it('reads two names or more given as examples as tools, across a line the page wrapped', () => {
    // In parentheses after the class they exemplify, or after "such as" with the line wrapped inside.
    expect(labels('ML Engineer\n\nHands-on experience with feature stores (Feast or Tecton).')).toEqual(
      expect.arrayContaining(['feast', 'tecton']),
    );
    const wrapped = labels(
      'ML Engineer\n\nUnderstanding of ML monitoring using tools such as Evidently or\nWhyLogs; experience with SQL.',
    );
    expect(wrapped).toEqual(expect.arrayContaining(['evidently', 'WhyLogs']));
    // One name in parentheses is a place or a note ("(Remote)"), not a list of examples.
    expect(labels('Data Engineer (Remote)\n\nPipelines in Python (Coastline).')).not.toContain('coastline');
  });

  it('reads no company, person, place, heading word or title-case phrase as a tool', () => {
    const job = `Site Coordinator

About Brightwell
Brightwell builds homes across the region. Brightwell is an equal opportunity employer.

Responsibilities
- Track subcontractor schedules in Fieldwise and Excel
- Partner with Brightwell and Excel power users
- Work with Harbor stakeholders to close snag lists
- Report to Maria Lopez, based in Denver and Omaha
- Support the Estates & Facilities Team with Excel reports
- Help the estates team plan facilities work`;
    const found = labels(job);
    expect(found).toContain('fieldwise');
    for (const word of ['brightwell', 'harbor', 'maria', 'lopez', 'denver', 'omaha', 'facilities'])
      expect(found).not.toContain(word);
  });

  it('takes the capital of a sentence’s opening verb for no name ("Identify and drive…")', () => {
    const found = labels(
      'Performance Engineer\n\nIdentify and drive improvements to motor drives.\nDeploy with Rostrum and Jira.',
    );
    expect(found.map((label) => label.toLowerCase())).not.toContain('identify');
    expect(found).toContain('rostrum');
  });

  it('reads no two words a scraped posting ran together ("RostrumExperience") as a tool', () => {
    const found = labels('Scheduler\n\nWe use Jira and RostrumExperience with Fieldwise and DuckDB.');
    expect(found).toContain('DuckDB');
    expect(found.join(' ')).not.toMatch(/experience/i);
    // An adjective opening the next sentence glued on ("…and RostrumExtensive experience"), but a name's
    // own noun ("StackForge") stays.
    const adjective = labels('Scheduler\n\nWe use Jira and RostrumExtensive with Fieldwise and StackForge.');
    expect(adjective.join(' ')).not.toMatch(/extensive/i);
    expect(adjective).toContain('StackForge');
  });

  it('credits a resume that names the tool and lists it as missing from one that does not', () => {
    const jobDescription =
      'Project Coordinator\n\nMaintain project schedules and budgets in Rostrum and Jira.';
    const user = scoreResume({
      htmlResume: '<p>Coordinator: kept schedules in Rostrum and tickets in Jira for 4 years.</p>',
      jobDescription,
    });
    const other = scoreResume({ htmlResume: '<p>Coordinator: kept tickets in Jira.</p>', jobDescription });
    expect(user.matchedKeywords).toContain('rostrum');
    expect(other.missingKeywords).toContain('rostrum');
    expect(user.keywordMatch).toBeGreaterThan(other.keywordMatch);
  });
});
