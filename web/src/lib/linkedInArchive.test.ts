import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  csvRows,
  LinkedInFileTooLargeError,
  NotLinkedInArchiveError,
  readLinkedInArchive,
} from './linkedInArchive';

/** A LinkedIn "Download your data" archive written here: its folder, its CSVs, and files it must ignore. */
const archive = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

const profile = [
  'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers',
  'Aiyana,Redcloud,,,,Dispatcher at Prairie Freight,"Dispatcher who keeps forty trucks moving.\nCalm on the radio.",Logistics,,"Regina, Saskatchewan",,[PORTFOLIO:https://aiyana.example.ca],',
].join('\n');
// Columns in another order than LinkedIn's: they are read by name.
const positions = [
  'Title,Company Name,Location,Finished On,Started On,Description',
  'Senior Dispatcher,Prairie Freight,"Regina, Saskatchewan",,Mar 2021,"• Planned 40 routes a day\n• Cut empty miles by 12%"',
  'Dispatcher,Northern Haul,Saskatoon,Feb 2021,Jun 2018,Answered the night line',
].join('\n');

describe('a LinkedIn data archive', () => {
  it('reads the profile CSVs by their headers and ignores every other file', () => {
    const resume = readLinkedInArchive(
      archive({
        'Basic_LinkedInDataExport_11-28-2026/Profile.csv': profile,
        'Basic_LinkedInDataExport_11-28-2026/Positions.csv': positions,
        'Basic_LinkedInDataExport_11-28-2026/Email Addresses.csv':
          'Email Address,Confirmed,Primary,Updated On\nold@example.ca,Yes,No,\naiyana@example.ca,Yes,Yes,',
        'Basic_LinkedInDataExport_11-28-2026/Education.csv':
          'School Name,Start Date,End Date,Notes,Degree Name,Activities\nUniversity of Regina,2014,2018,,BA Geography,',
        'Basic_LinkedInDataExport_11-28-2026/Skills.csv': 'Name\nRoute planning\nTMS',
        'Basic_LinkedInDataExport_11-28-2026/Languages.csv':
          'Name,Proficiency\nCree,Native or bilingual proficiency',
        'Basic_LinkedInDataExport_11-28-2026/Connections.csv':
          'Notes:\n"When exporting your connection data, you may notice…"\n\nFirst Name,Last Name,Company\nSam,Lee,Acme',
        'Basic_LinkedInDataExport_11-28-2026/messages.csv': 'FROM,TO,CONTENT\nSam,Aiyana,Private words',
      }),
    );
    expect(resume).toMatchObject({
      name: 'Aiyana Redcloud',
      email: 'aiyana@example.ca',
      portfolio: 'https://aiyana.example.ca',
      summary: 'Dispatcher who keeps forty trucks moving.\nCalm on the radio.',
      skills: ['Route planning', 'TMS'],
      education: [{ institution: 'University of Regina', degree: 'BA Geography', graduation_year: '2018' }],
      languages: [{ name: 'Cree', level: 'Native or bilingual proficiency' }],
    });
    expect(resume.experience).toEqual([
      {
        company: 'Prairie Freight',
        role: 'Senior Dispatcher',
        start_date: 'Mar 2021',
        end_date: 'Present',
        location: 'Regina, Saskatchewan',
        responsibilities: ['Planned 40 routes a day', 'Cut empty miles by 12%'],
      },
      {
        company: 'Northern Haul',
        role: 'Dispatcher',
        start_date: 'Jun 2018',
        end_date: 'Feb 2021',
        location: 'Saskatoon',
        responsibilities: ['Answered the night line'],
      },
    ]);
    expect(JSON.stringify(resume)).not.toContain('Private words');
  });

  it('finds the header below the notes some files open with', () => {
    expect(csvRows('Notes:\n"A note, with a comma"\n\nName,Company\nSam,Acme\n')).toEqual([
      { Name: 'Sam', Company: 'Acme' },
    ]);
  });

  it('refuses a file that is no ZIP, or a ZIP without any of the export’s files', () => {
    expect(() => readLinkedInArchive(strToU8('First Name,Last Name\nA,B'))).toThrow(NotLinkedInArchiveError);
    expect(() => readLinkedInArchive(archive({ 'photos/cat.txt': 'meow' }))).toThrow(NotLinkedInArchiveError);
  });

  it('stops at a profile file that unpacks past its bound', () => {
    const huge = `Name\n${'x'.repeat(3 * 1024 * 1024)}`;
    expect(() => readLinkedInArchive(archive({ 'Skills.csv': huge }))).toThrow(LinkedInFileTooLargeError);
  });
});
