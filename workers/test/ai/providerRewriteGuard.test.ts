import type { CoverLetterRequest, ResumeData } from '@rb/contracts';
import type { GuardViolation } from '@rb/intelligence';
import { payloads, tagsIn } from '@rb/intelligence/testing';
import { type ChatServer, type Reply, startChatServer } from '@rb/kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createAiEngine } from '../../src/ai/createAiEngine';
import { loadSpeller } from '../../src/ai/loadSpeller';

const line = 'Organized campus and community events for the Enactus chapter';
const resume: ResumeData = {
  name: 'Leo Leopard',
  email: 'lleopard@laverne.edu',
  phone: '(909) 555-5555',
  linkedin: '',
  portfolio: '',
  summary: 'Business student who organized campus events.',
  experience: [
    {
      company: 'Enactus, University of La Verne',
      role: 'Member',
      start_date: '2013-08-01',
      end_date: '2016-05-01',
      responsibilities: [line],
    },
  ],
  education: [
    {
      institution: 'University of La Verne',
      degree: 'Bachelor of Arts, Business Administration',
      graduation_year: '2016',
    },
  ],
  skills: ['Microsoft Office'],
  certifications: [],
};

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineAnswering(replies: Reply[]) {
  server = await startChatServer(replies);
  const refused: GuardViolation[] = [];
  const engine = createAiEngine(
    {
      baseURL: server.baseURL,
      apiKey: 'k',
      model: 'm',
      timeoutMs: 300,
      callBudget: 1,
      fallbackOffline: true,
    },
    { speller: await loadSpeller(), onReject: (violations) => refused.push(...violations) },
  );
  return { engine, refused };
}

const rewritten = (bullet: string): Reply => ({
  kind: 'content',
  content: JSON.stringify({
    ...resume,
    experience: [{ ...resume.experience[0], responsibilities: [bullet] }],
  }),
});

describe('a provider’s rewrite behind the guard', () => {
  it.each([
    ['an invented number', 'Organized 12 campus and community events for the Enactus chapter', 'fact-added'],
    ['an invented employer', 'Organized campus and community events for Google', 'fact-added'],
    [
      'an invented degree',
      'Organized campus and community events for the Enactus chapter as an MBA',
      'fact-added',
    ],
    ['a misspelling', 'Organzied campus and community events for the Enactus chapter', 'non-word'],
    [
      'a bracketed note',
      'Organized campus and community events for the Enactus chapter [add a metric]',
      'markup',
    ],
    ['a changed tense', 'Organize campus and community events for the Enactus chapter', 'mixed-tense'],
  ])('keeps the user’s line against %s', async (_case, bullet, reason) => {
    const { engine, refused } = await engineAnswering([rewritten(bullet)]);
    const { resume: enhanced, engine: name } = await engine.enhanceResume(resume);
    expect(name).toBe('openai');
    expect(enhanced.experience[0]?.responsibilities).toEqual([line]);
    expect(refused.map((v) => v.reason)).toContain(reason);
  });

  it('takes a rewrite that passes, with its markup removed', async () => {
    const { engine, refused } = await engineAnswering([
      rewritten('Organized <b>campus</b> and community events for the Enactus chapter'),
    ]);
    const { resume: enhanced } = await engine.enhanceResume(resume);
    expect(enhanced.experience[0]?.responsibilities).toEqual([line]);
    expect(refused).toEqual([]);
  });

  it('answers with the built-in engine, and says so, when a summary invents a degree', async () => {
    const { engine, refused } = await engineAnswering([
      {
        kind: 'content',
        content: JSON.stringify({ summary: 'Business student with an MBA from Stanford.' }),
      },
    ]);
    const answer = await engine.summarize(resume);
    expect(answer.engine).toBe('offline');
    expect(answer.summary).not.toMatch(/MBA|Stanford/);
    expect(refused.map((v) => v.detail)).toEqual(expect.arrayContaining(['MBA', 'Stanford']));
  });

  const letterAnswer = (sentence: string): Reply => ({
    kind: 'content',
    content: JSON.stringify({
      coverLetter: `Dear Hiring Manager,\n\nI am writing to apply for the Analyst position at Acme. ${sentence}\n\nSincerely,\nLeo Leopard`,
    }),
  });
  const letterRequest: CoverLetterRequest = {
    userInput: {
      jobTitle: 'Analyst',
      companyName: 'Acme',
      hiringManagerName: 'N/A',
      companyAddress: 'N/A',
      jobDescription: 'N/A',
    },
    applicantDetails: {
      name: resume.name,
      email: resume.email,
      phone: resume.phone,
      yourAddress: 'N/A',
      linkedin: 'N/A',
      portfolio: 'N/A',
    },
    resumeSummary: {
      summary: resume.summary,
      experience: `Member, Enactus, University of La Verne, 2013 - 2016\n- ${line}`,
      education: '',
      skills: '',
      certifications: '',
    },
    customizationPreferences: { tone: 'Professional', length: 'Concise', focusAreas: [] },
  };
  /** Every letter is headed so: the applicant's contact block, then the date. */
  const HEAD =
    /^Leo Leopard\nlleopard@laverne\.edu \| \(909\) 555-5555\n\n\w+ \d{1,2}, \d{4}\n\nDear Hiring Manager,/;

  it.each([
    ['an invented employer and figure', 'At Google I organized 40 campus events for the Enactus chapter.'],
    ['a misspelling', 'I organzied campus and community events for the Enactus chapter.'],
    ['a sentence without a verb', 'A campus events organizer for the Enactus chapter.'],
  ])('writes the letter with the built-in engine when the provider’s has %s', async (_case, sentence) => {
    const { engine, refused } = await engineAnswering([letterAnswer(sentence)]);
    const answer = await engine.coverLetter(letterRequest);
    expect(answer.engine).toBe('offline');
    expect(answer.coverLetter).not.toContain(sentence);
    expect(answer.coverLetter).toMatch(HEAD);
    expect(refused.length).toBeGreaterThan(0);
  });

  it('takes the provider’s letter with its markup removed', async () => {
    const { engine } = await engineAnswering([
      letterAnswer('I organized <b>campus</b> events <script>alert(1)</script>for the Enactus chapter.'),
    ]);
    const answer = await engine.coverLetter(letterRequest);
    expect(answer.engine).toBe('openai');
    expect(answer.coverLetter).toMatch(HEAD);
    expect(answer.coverLetter).toContain('I organized campus events for the Enactus chapter.');
    expect(answer.coverLetter).not.toMatch(/<|alert/);
  });

  it('answers with the built-in engine when the provider is too slow', async () => {
    const { engine } = await engineAnswering([{ kind: 'hang', ms: 5_000 }]);
    const started = Date.now();
    const { resume: enhanced, engine: name } = await engine.enhanceResume(resume);
    expect(name).toBe('offline');
    expect(enhanced.experience[0]?.responsibilities).toEqual([line]);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  // The same payloads the built-in engine's answers are checked with (issue 32 finding 5: one sanitiser
  // on every engine's output), whether the guard keeps the provider's summary or falls back.
  it.each(payloads)('leaves no markup of a provider’s summary: %s', async (payload) => {
    const { engine } = await engineAnswering([
      { kind: 'content', content: JSON.stringify({ summary: `${resume.summary} ${payload}` }) },
    ]);
    const { summary } = await engine.summarize(resume);
    expect(tagsIn(summary)).toEqual([]);
    expect(summary).not.toMatch(/<[a-z!/]/i);
  });
});
