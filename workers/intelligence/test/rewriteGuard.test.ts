import { describe, expect, it } from 'vitest';
import { checkRewrite, createOfflineEngine, guardedEngine, wordsOf } from '../src';
import { payloads, tagsIn } from './hostileMarkup';
import { job, resumeWith } from './resumeFixtures';

import { speller } from './speller';

const line = (before: string, after: string, tense: 'past' | 'present' = 'past') =>
  checkRewrite(before, after, { speller, vocabulary: wordsOf(before), tense, complete: true }).map(
    (v) => `${v.reason}: ${v.detail}`,
  );

describe('the rewrite guard', () => {
  it('knows a web address’s hyphenated name as the user wrote it', () => {
    // "ceus-nursing" of "www.ceus-nursing.com" was counted a non-word the rewrite had introduced.
    const words = wordsOf('Built www.ceus-nursing.com and www.kiln-works.org');
    expect([...words]).toEqual(expect.arrayContaining(['ceus-nursing', 'kiln-works']));
  });

  it('refuses a word neither in the input nor in the dictionary', () => {
    expect(
      line(
        'Sales performance with current clients increased by 20%',
        'Saled performance with current clients increased by 20%',
      ),
    ).toEqual(['non-word: Saled']);
  });

  it('lets a real word, an honest verb and the input’s own spellings through', () => {
    expect(
      line(
        'Responsible for Kubernetes upgrades across 12 clusters',
        'Managed Kubernetes upgrades across 12 clusters',
      ),
    ).toEqual([]);
    expect(line('Prep the line for 200 covers', 'Prepped the line for 200 covers')).toEqual([]);
    expect(line('Built the thing', 'Built the thing')).toEqual([]);
  });

  it('refuses a figure, an employer, a degree or a URL added, and one dropped', () => {
    expect(line('Cut costs by 20%', 'Cut costs by 25%')).toEqual(['fact-added: 25%', 'fact-dropped: 20%']);
    expect(line('Led the audit team', 'Led the audit team at Google')).toEqual(['fact-added: Google']);
    expect(line('Led the audit team', 'Led the audit team with an MBA')).toEqual(['fact-added: MBA']);
    expect(line('Built the site', 'Built the site at https://example.com')).toEqual([
      'fact-added: https://example.com',
    ]);
    expect(line('Closed the books for Fabrikam in 3 days', 'Closed the books quickly')).toEqual([
      'fact-dropped: 3',
      'fact-dropped: Fabrikam',
    ]);
  });

  it('knows a name with an apostrophe from the input as the input’s own', () => {
    expect(line('Worked with Renée O’Connor on audits', 'Audited accounts with Renée O’Connor')).toEqual([]);
  });

  it('takes a verb the user capitalised mid-line, told in another tense, for no new name', () => {
    expect(
      line(
        'Created and Maintained testing documents for the QA team',
        'Create and Maintain testing documents for the QA team',
        'present',
      ),
    ).toEqual([]);
    expect(line('Coordinated with Maintenance on repairs', 'Coordinated with Maintain on repairs')).toEqual([
      'fact-added: Maintain',
      'fact-dropped: Maintenance',
    ]);
  });

  it('refuses markup, placeholders and bracketed notes the input did not have', () => {
    expect(line('Led the team', 'Led the <b>team</b>')).toEqual(['markup: <b>', 'markup: </b>']);
    expect(line('Led the team', 'Led the team [add a metric]')).toEqual(['markup: [add a metric]']);
  });

  it('refuses a line in two tenses, and the present in an ended role', () => {
    expect(
      line(
        'Ran 40 moderated usability sessions and turned findings into design changes',
        'Run 40 moderated usability sessions and turned findings into design changes',
        'present',
      ),
    ).toEqual(['mixed-tense: Run 40 moderated usability']);
    expect(line('Reconciled the accounts', 'Reconcile the accounts')).toEqual(['mixed-tense: Reconcile']);
  });
});

describe('every engine behind the guard', () => {
  it('keeps a line the built-in engine would break as the user wrote it', async () => {
    const engine = guardedEngine(createOfflineEngine({ speller }), { speller });
    const { resume } = await engine.enhanceResume(
      resumeWith([job({ responsibilities: ['Sales performance with current clients increased by 20%'] })]),
    );
    expect(resume.experience[0]?.responsibilities).toEqual([
      'Sales performance with current clients increased by 20%',
    ]);
  });

  it('tells who asked which rewrite it refused, and why', async () => {
    const refused: string[] = [];
    const engine = createOfflineEngine({
      speller,
      onReject: (v, before) => refused.push(`${v[0]?.reason} ${before}`),
    });
    await engine.enhanceResume(
      resumeWith([job({ responsibilities: ['Sales performance increased by 20%'] })]),
    );
    expect(refused).toEqual(['non-word Sales performance increased by 20%']);
  });

  it('keeps the user’s own summary whole when its rewrite fails, so no year or figure in it is lost', async () => {
    // An engine whose rewrite of the summary invents a figure in one sentence and keeps the other.
    const inventing = createOfflineEngine({ speller });
    const engine = guardedEngine(
      {
        ...inventing,
        enhanceResume: async (resume) => {
          const answer = await inventing.enhanceResume(resume);
          return {
            ...answer,
            resume: { ...answer.resume, summary: 'Accountant since 2016. Cut close time by 40%.' },
          };
        },
      },
      { speller },
    );
    const own = 'Accountant since 2016. Cut the month-end close by two days.';
    const { resume } = await engine.enhanceResume(resumeWith([job({})], { summary: own }));
    expect(resume.summary).toBe(own);
  });

  it.each(payloads)('sanitises the built-in engine’s summary too: %s', async (payload) => {
    const engine = guardedEngine(createOfflineEngine({ speller }), { speller });
    const own = `Accountant with a record of clean audits. ${payload}`;
    const { resume } = await engine.enhanceResume(resumeWith([job({})], { summary: own }));
    expect(tagsIn(resume.summary)).toEqual([]);
    expect(resume.summary).not.toMatch(/<[a-z!/]/i);
    const { summary } = await engine.summarize(own);
    expect(tagsIn(summary)).toEqual([]);
    expect(summary).not.toMatch(/<[a-z!/]/i);
  });
});

describe('a letter behind the guard', () => {
  const request = {
    userInput: {
      jobTitle: 'Staff Accountant',
      companyName: 'Acme',
      hiringManagerName: 'N/A',
      companyAddress: 'N/A',
      jobDescription: 'N/A',
    },
    applicantDetails: {
      name: 'Ebony Moore',
      email: '',
      phone: '',
      yourAddress: 'N/A',
      linkedin: 'N/A',
      portfolio: 'N/A',
    },
    resumeSummary: {
      summary: 'Staff Accountant at Northwind Traders. Closed the books in 3 days.',
      experience: '',
      education: '',
      skills: '',
      certifications: '',
    },
    customizationPreferences: { tone: 'Professional' as const, length: 'Concise' as const, focusAreas: [] },
  };
  const writing = (coverLetter: string) => {
    const offline = createOfflineEngine({ speller });
    return guardedEngine(
      { ...offline, coverLetter: async () => ({ coverLetter, engine: 'offline' as const }) },
      { speller, today: () => new Date('2026-03-05T12:00:00Z') },
    );
  };

  it('drops a fragment, an invented figure and an invented employer, and keeps the rest', async () => {
    const { coverLetter } = await writing(
      'Dear Hiring Manager,\n\nI am writing to apply for the Staff Accountant position at Acme. As a Staff Accountant at Northwind Traders. I closed the books in 3 days. I cut costs by 40% at Contoso.\n\nSincerely,\nEbony Moore',
    ).coverLetter(request);
    expect(coverLetter).toBe(
      'Ebony Moore\n\nMarch 5, 2026\n\nDear Hiring Manager,\n\nI am writing to apply for the Staff Accountant position at Acme. I closed the books in 3 days.\n\nSincerely,\nEbony Moore',
    );
  });

  it('keeps a sentence whole where a company’s name holds a stop before an abbreviation', async () => {
    const { coverLetter } = await writing(
      'Dear Hiring Manager,\n\nAs a Staff Accountant at Northwind. Co., Ltd., I closed the books in 3 days.\n\nSincerely,\nEbony Moore',
    ).coverLetter({
      ...request,
      resumeSummary: {
        ...request.resumeSummary,
        summary: 'Staff Accountant at Northwind. Co., Ltd. Closed the books in 3 days.',
      },
    });
    expect(coverLetter).toContain(
      'As a Staff Accountant at Northwind. Co., Ltd., I closed the books in 3 days.',
    );
  });

  it("heads any engine's letter with the applicant's contact block and the date, in place of its own", async () => {
    const { coverLetter } = await writing(
      'COVER LETTER\nJanuary 1, 1999\n\nDear Hiring Manager,\n\nI closed the books in 3 days.\n\nSincerely,\nEBONY MOORE',
    ).coverLetter({
      ...request,
      applicantDetails: {
        ...request.applicantDetails,
        name: 'EBONY MOORE',
        email: 'ebony@example.org',
        phone: '(555) 010-2000',
        linkedin: 'linkedin.com/in/ebony',
      },
    });
    expect(coverLetter).toBe(
      'Ebony Moore\nebony@example.org | (555) 010-2000\nlinkedin.com/in/ebony\n\nMarch 5, 2026\n\nDear Hiring Manager,\n\nI closed the books in 3 days.\n\nSincerely,\nEbony Moore',
    );
  });
});

describe('the sanitiser on what an engine wrote', () => {
  it('leaves a field the user wrote with angle brackets as they wrote it', async () => {
    const engine = guardedEngine(createOfflineEngine({ speller }), { speller });
    const certifications = [{ name: 'Presenter for <Metasploit 101>', year: '2019' }];
    const { resume } = await engine.enhanceResume(resumeWith([job({})], { certifications }));
    expect(resume.certifications).toEqual(certifications);
  });
});

describe('a summary that was only markup, through every engine path', () => {
  /** Markup with no word a reader would see once it is removed. */
  const wordless = ['<b></b>', '<script>x</script>', '<img src=x onerror=alert(1)>', '<<img>img src=x>'];
  const offline = createOfflineEngine({ speller });
  // A provider that answers every request with the markup and a stop, behind the built-in fallback.
  const provider = guardedEngine(
    {
      engine: 'openai',
      enhanceResume: async (resume) => ({
        resume: { ...resume, summary: `${resume.summary}.` },
        engine: 'openai',
        findings: [],
      }),
      enhanceText: async (text) => ({ markdown: `## Summary\n\n${text}.`, engine: 'openai', findings: [] }),
      expandEditor: async (text) => ({
        enhancedText: `## Summary\n\n${text}.`,
        engine: 'openai',
        findings: [],
      }),
      summarize: async (input) => ({ summary: `${String(input)}.`, engine: 'openai' }),
      tailorSummary: async (resume) => ({ summary: `${resume.summary}.`, engine: 'openai' }),
      coverLetter: offline.coverLetter,
    },
    { speller, fallback: offline },
  );
  const engines = { 'built-in': guardedEngine(offline, { speller }), provider };

  describe.each(Object.entries(engines))('%s engine', (_name, engine) => {
    it.each(wordless)('comes back empty, not as a stray stop: %s', async (markup) => {
      expect((await engine.summarize(markup)).summary).toBe('');
      const resume = resumeWith([job({})], { summary: markup });
      expect((await engine.enhanceResume(resume)).resume.summary).toBe('');
      expect((await engine.tailorSummary(resume, 'Staff Accountant', [])).summary).toBe('');
      expect((await engine.expandEditor(markup)).enhancedText).not.toMatch(/^\s*[.!?]\s*$/m);
      expect((await engine.enhanceText(markup)).markdown).not.toMatch(/^\s*[.!?]\s*$/m);
    });

    it.each(wordless)('comes back empty when the markup followed a label: Summary: %s', async (markup) => {
      const labelled = `Summary: ${markup}`;
      expect((await engine.summarize(labelled)).summary).toBe('');
      const resume = resumeWith([job({})], { summary: labelled });
      expect((await engine.enhanceResume(resume)).resume.summary).toBe('');
      expect((await engine.tailorSummary(resume, 'Staff Accountant', [])).summary).toBe('');
    });

    it('keeps the sentences that had words', async () => {
      const own = 'Accountant with a record of clean audits. <b></b>';
      const { summary } = await engine.tailorSummary(resumeWith([job({})], { summary: own }), 'x', []);
      expect(summary).toBe('Accountant with a record of clean audits.');
    });
  });

  it('names the markup in the review’s finding, in a form the sanitiser leaves readable', async () => {
    const engine = guardedEngine(offline, { speller });
    const { findings } = await engine.enhanceResume(resumeWith([job({})], { summary: '<script>x</script>' }));
    const leftover = findings.find((f) => f.kind === 'template-leftover' && f.place.section === 'summary');
    expect(leftover?.message).toBe(
      '“‹script›” looks like a bracketed prompt from a template: replace it with your own or remove it.',
    );
  });
});
