import type { CoverLetterRequest } from '@rb/contracts';
import { inflect } from '../../text/verbs';
import { isWholeResumeText, readResume } from './readResume';
import { rewriteBullet } from './rewriteBullet';
import { listOf, skillName } from './summary';

/** Highlights drawn from the resume per length: Concise 1, Standard 2, Detailed 3. */
const HIGHLIGHTS = { Concise: 1, Standard: 2, Detailed: 3 } as const;
const MAX_SKILLS = 5;

/** "N/A" and blanks mean "not given" (SPEC §3 fixes several fields to "N/A"). */
const given = (value: string | undefined) => {
  const v = (value ?? '').trim();
  return v && !/^n\/?a$/i.test(v) ? v : '';
};

/**
 * A Professional cover letter of the requested length built around the job title, the company, the focus
 * areas and the applicant's own resume lines. Quoted achievements are the applicant's words; nothing
 * (employers, figures, degrees) is invented.
 */
export function writeCoverLetter(request: CoverLetterRequest): string {
  const { userInput, applicantDetails, customizationPreferences } = request;
  const resumeSummary = resumeParts(request.resumeSummary);
  const job = userInput.jobTitle.trim();
  const company = userInput.companyName.trim();
  const focus = customizationPreferences.focusAreas.map((f) => f.trim()).filter(Boolean);
  const length = customizationPreferences.length;
  const skills = splitList(resumeSummary.skills)
    .map(skillName)
    .filter((s) => s && s.split(' ').length <= 3)
    .slice(0, MAX_SKILLS);
  const highlights = pickHighlights(resumeSummary.experience, focus, HIGHLIGHTS[length]);
  const ownSummary = firstSentence(given(resumeSummary.summary));

  const paragraphs: string[] = [];
  paragraphs.push(
    [`I am writing to apply for the ${job} position at ${company}.`, ownSummary].filter(Boolean).join(' '),
  );
  if (highlights.length > 0) {
    const intro = highlights.length === 1 ? 'One result I am proud of:' : 'A few results from my experience:';
    paragraphs.push(`${intro} ${highlights.map((h) => `${h}.`).join(' ')}`);
  }
  const fit: string[] = [];
  if (focus.length > 0) fit.push(`The role's focus on ${listOf(focus)} matches the work I want to do next.`);
  if (skills.length > 0) fit.push(`I would bring hands-on skills in ${listOf(skills)} to the ${job} role.`);
  if (fit.length > 0) paragraphs.push(fit.join(' '));
  if (length === 'Detailed') {
    const background = [given(resumeSummary.education), given(resumeSummary.certifications)]
      .map((s) => s.split('\n')[0]?.trim().slice(0, 200) ?? '')
      .filter(Boolean);
    if (background.length > 0)
      paragraphs.push(`My background also includes ${background.join(' and ').replace(/[.]$/, '')}.`);
  }
  if (length !== 'Concise') {
    paragraphs.push(
      `I would welcome the chance to learn more about ${company}'s goals for this role and how I can contribute to them.`,
    );
  }
  paragraphs.push('Thank you for your time and consideration.');

  const signature = [
    applicantDetails.name.trim(),
    given(applicantDetails.email),
    given(applicantDetails.phone),
  ].filter(Boolean);
  return ['Dear Hiring Manager,', ...paragraphs, `Sincerely,\n${signature.join('\n')}`].join('\n\n');
}

type ResumeParts = CoverLetterRequest['resumeSummary'];

/**
 * The resume parts as given, or, when the whole pasted resume arrives in the summary field (the cover
 * letter page sends it so), the parts read from that text.
 */
function resumeParts(parts: ResumeParts): ResumeParts {
  const othersEmpty = [parts.experience, parts.education, parts.skills, parts.certifications].every(
    (p) => !given(p),
  );
  if (!isWholeResumeText(parts.summary, othersEmpty)) return parts;
  const resume = readResume(parts.summary);
  return {
    summary: resume.summary === parts.summary.replace(/\s+/g, ' ').trim() ? '' : resume.summary,
    experience: resume.experience.flatMap((job) => job.responsibilities).join('\n'),
    education: resume.education.map((e) => [e.degree, e.institution].filter(Boolean).join(', ')).join('\n'),
    skills: resume.skills.join(', '),
    certifications: resume.certifications.map((c) => c.name).join('\n'),
  };
}

function splitList(text: string): string[] {
  return given(text)
    .split(/\s*(?:[,;\n•|])\s*/)
    .map((s) => s.replace(/^[-*]\s*/, '').trim())
    .filter((s) => s && s.length <= 60);
}

/**
 * Achievement lines from the resume text: wrapped lines are joined back, then lines that open with an
 * action verb are ranked, those naming a focus area first, then those with a figure, else in order.
 */
function pickHighlights(experience: string, focus: readonly string[], count: number): string[] {
  const lines: string[] = [];
  for (const raw of given(experience).split('\n')) {
    const line = raw.replace(/^[\s•▪*-]+/, '').trim();
    if (!line) continue;
    if (lines.length > 0 && /^\p{Ll}/u.test(line)) lines[lines.length - 1] += ` ${line}`;
    else lines.push(line);
  }
  const achievements = lines
    .map((l) => rewriteBullet(l, { tense: 'past', suggestMetrics: false }))
    .filter(
      (l) =>
        inflect(l.split(' ')[0] ?? '', 'past') !== undefined && l.split(' ').length >= 4 && l.length <= 300,
    );
  const score = (line: string) =>
    (focus.some((f) => line.toLowerCase().includes(f.toLowerCase())) ? 2 : 0) + (/\d/.test(line) ? 1 : 0);
  return achievements
    .map((line, index) => ({ line, index, score: score(line) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((h) => h.line);
}

function firstSentence(text: string): string {
  const match = /^[^.!?]+[.!?](?=\s|$)/.exec(text.trim());
  return (match ? match[0] : text).trim();
}
