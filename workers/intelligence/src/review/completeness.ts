import { missingEducationFields, type ResumeData } from '@rb/contracts';
import { isCareerBreak } from '../text/careerBreaks';
import { type Draft, finding } from './finding';

/**
 * What a recruiter needs and cannot find: a name, an e-mail address and a phone number to reach the
 * person, the dates of each role (a role with no dates hides how long it lasted) and each education
 * entry's degree, school and year.
 */
export function completenessFindings(resume: ResumeData): Draft[] {
  const found: Draft[] = [];
  const contact = (field: 'name' | 'email' | 'phone', message: string, severity: Draft['severity']) => {
    if (!resume[field].trim())
      found.push(finding('missing-contact', severity, { section: 'contact' }, message));
  };
  contact('name', 'Your name is missing.', 'important');
  contact('email', 'Add an e-mail address, so a recruiter can reply.', 'important');
  contact('phone', 'Add a phone number, so a recruiter can call you.', 'suggestion');
  resume.experience.forEach((job, entry) => {
    if (!job.start_date.trim() && !isCareerBreak(job))
      found.push(
        finding(
          'missing-date',
          'important',
          { section: 'experience', entry },
          `${job.role || job.company || 'This role'} has no start date: add when it began and ended.`,
        ),
      );
  });
  resume.education.forEach((school, entry) => {
    const missing = missingEducationFields(school);
    if (missing.length === 0) return;
    const onlyYear = missing.length === 1 && missing[0] === 'graduation year';
    found.push(
      finding(
        onlyYear ? 'missing-date' : 'missing-field',
        'suggestion',
        { section: 'education', entry },
        `This education entry has no ${missing.join(' or ')} yet: add it, or remove the entry.`,
      ),
    );
  });
  return found;
}
