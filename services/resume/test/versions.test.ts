import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  diffResponseSchema,
  enhanceResumeResponseSchema,
  generateResumeResponseSchema,
  jsonResumeImportResponseSchema,
  jsonResumeSchema,
  keptCoverLetterSchema,
  MAX_RESUME_VERSIONS,
  resumeListResponseSchema,
  reviewResponseSchema,
  tailorResponseSchema,
  versionListResponseSchema,
  versionResponseSchema,
  versionSavedResponseSchema,
} from '@rb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffResumes } from '../src/versionDiff';
import { jobDescription, sampleResume } from './fixtures';
import { type Stack, startStack, type TestUser } from './stack';
import { widestResume } from './widestResume';

let stack: Stack;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  stack = await startStack({ workerQueues: 'ai,render,score' });
  alice = await stack.createUser('alice');
  bob = await stack.createUser('bob');
}, 60_000);
afterAll(() => stack?.close());

const call = (user: TestUser, path: string, method = 'GET', body?: unknown) =>
  fetch(`${stack.url}${path}`, {
    method,
    headers: { ...user.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

async function generate(user: TestUser) {
  const res = await call(user, '/api/resume/generate', 'POST', {
    type: 'resume',
    jobDescription,
    resumeData: sampleResume,
  });
  expect(res.status).toBe(201);
  return generateResumeResponseSchema.parse(await res.json()).resume;
}

async function save(user: TestUser, id: string, summary: string) {
  const res = await call(user, `/api/resume/${id}/versions`, 'POST', {
    resumeData: { ...sampleResume, summary },
  });
  expect(res.status).toBe(201);
  return versionSavedResponseSchema.parse(await res.json());
}

const history = async (user: TestUser, id: string) =>
  versionListResponseSchema.parse(await (await call(user, `/api/resume/${id}/versions`)).json());

describe('resume versions', () => {
  it('starts at version 1 from the form, and a save makes version 2 that the list shows', async () => {
    const stored = await generate(alice);
    expect(stored.version).toBe(1);
    const saved = await save(alice, stored.id, 'Data engineer who ships.');
    expect(saved.version).toMatchObject({ number: 2, source: 'form' });
    expect(saved.resume).toMatchObject({ id: stored.id, summary: 'Data engineer who ships.', version: 2 });
    const listed = resumeListResponseSchema.parse(await (await call(alice, '/api/resume/list')).json());
    expect(listed.resumes.find((r) => r.id === stored.id)).toMatchObject({ version: 2 });
    const { current, versions } = await history(alice, stored.id);
    expect(current).toBe(2);
    expect(versions.map((v) => [v.number, v.source])).toEqual([
      [2, 'form'],
      [1, 'form'],
    ]);
    const first = versionResponseSchema.parse(
      await (await call(alice, `/api/resume/${stored.id}/versions/1`)).json(),
    );
    expect(first.resume.summary).toBe(sampleResume.summary);
  });

  it('diffs the widest resume with every line changed off the event loop', async () => {
    const stored = await generate(alice);
    for (const tag of ['A', 'B']) {
      const res = await call(alice, `/api/resume/${stored.id}/versions`, 'POST', {
        resumeData: widestResume(tag),
      });
      expect(res.status).toBe(201);
    }
    const diff = () => call(alice, `/api/resume/${stored.id}/diff?from=2&to=3`);
    expect((await diff()).status).toBe(200);
    // The service runs in this process: its event loop is this one. The floor, in this run: the stall
    // of one diff computed on the loop.
    const longestStall = async (work: () => Promise<unknown>) => {
      const stalls = monitorEventLoopDelay({ resolution: 1 });
      stalls.enable();
      await work();
      stalls.disable();
      return stalls.max / 1e6;
    };
    const floor = await longestStall(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      diffResumes(widestResume('A'), widestResume('B'));
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    let answers: Response[] = [];
    let list: Response | undefined;
    const served = await longestStall(async () => {
      answers = await Promise.all([diff(), diff(), diff()]);
      list = await call(bob, '/api/resume/list');
    });
    expect(list?.status).toBe(200);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const { lines } = diffResponseSchema.parse(await answers[0]?.json());
    expect(lines.filter((line) => line.kind === 'removed').length).toBeGreaterThan(5000);
    // On the event loop, each diff held it (6 s before the bounds, about 40 ms after) and another user's
    // request waited as long; in a thread the loop only reads the versions and sends the answer.
    expect(served).toBeLessThan(floor);
  });

  it('restores an old version as a new one and diffs any two', async () => {
    const stored = await generate(alice);
    await save(alice, stored.id, 'Second summary.');
    const res = await call(alice, `/api/resume/${stored.id}/versions/1/restore`, 'POST');
    expect(res.status).toBe(201);
    const restored = versionSavedResponseSchema.parse(await res.json());
    expect(restored.version).toMatchObject({ number: 3, source: 'restore' });
    expect(restored.resume.summary).toBe(sampleResume.summary);
    const diff = diffResponseSchema.parse(
      await (await call(alice, `/api/resume/${stored.id}/diff?from=1&to=2`)).json(),
    );
    expect(diff.lines).toContainEqual({ kind: 'removed', text: 'Data engineer.' });
    expect(diff.lines).toContainEqual({ kind: 'added', text: 'Second summary.' });
    expect(diff.lines).toContainEqual({ kind: 'same', text: '- Built streaming pipelines in Kafka' });
    expect(diff.lines.filter((line) => line.kind !== 'same')).toHaveLength(2);
  });

  it('keeps versions encrypted', async () => {
    const stored = await generate(alice);
    const rows = await stack.db
      .selectFrom('resume_versions')
      .select(['key_id', 'content'])
      .where('resume_id', '=', stored.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_id).toBe(stack.keyring.activeKid);
    expect(JSON.stringify(rows[0]?.content)).not.toContain('Northwind');
  });

  it("answers 404 for another user's resume or versions and for unknown versions", async () => {
    const stored = await generate(alice);
    expect((await call(bob, `/api/resume/${stored.id}/versions`)).status).toBe(404);
    expect((await call(bob, `/api/resume/${stored.id}/versions/1`)).status).toBe(404);
    expect((await call(bob, `/api/resume/${stored.id}/versions/1/restore`, 'POST')).status).toBe(404);
    expect((await call(bob, `/api/resume/${stored.id}/diff?from=1&to=1`)).status).toBe(404);
    const theirs = await call(bob, `/api/resume/${stored.id}/versions`, 'POST', { resumeData: sampleResume });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ error: 'Resume not found.' });
    expect((await history(alice, stored.id)).versions).toHaveLength(1);
    expect((await call(alice, `/api/resume/${stored.id}/versions/9`)).status).toBe(404);
    expect((await call(alice, `/api/resume/${stored.id}/versions/zero`)).status).toBe(404);
    const bad = await call(alice, `/api/resume/${stored.id}/diff?from=1`);
    expect(bad.status).toBe(400);
    const source = await call(alice, `/api/resume/${stored.id}/versions`, 'POST', {
      resumeData: sampleResume,
      source: 'tailor',
    });
    expect(source.status).toBe(400);
  });

  it(`keeps only the newest ${MAX_RESUME_VERSIONS} versions`, async () => {
    const stored = await generate(alice);
    for (let i = 2; i <= MAX_RESUME_VERSIONS + 2; i++) await save(alice, stored.id, `Summary ${i}`);
    const { current, versions } = await history(alice, stored.id);
    expect(current).toBe(MAX_RESUME_VERSIONS + 2);
    expect(versions).toHaveLength(MAX_RESUME_VERSIONS);
    expect(versions.at(-1)?.number).toBe(3);
    expect((await call(alice, `/api/resume/${stored.id}/versions/2`)).status).toBe(404);
  });

  it('enhancing makes a version instead of overwriting, and undo restores the one before', async () => {
    const stored = await generate(alice);
    const res = await call(alice, '/api/openai/enhance-resume', 'POST', {
      resumeData: sampleResume,
      resumeId: stored.id,
    });
    expect(res.status).toBe(200);
    const enhanced = enhanceResumeResponseSchema.parse(await res.json());
    expect(enhanced.version).toMatchObject({ number: 2, source: 'enhance' });
    const undo = versionSavedResponseSchema.parse(
      await (await call(alice, `/api/resume/${stored.id}/versions/1/restore`, 'POST')).json(),
    );
    expect(undo.resume.education).toEqual(sampleResume.education);
    expect((await history(alice, stored.id)).versions.map((v) => v.source)).toEqual([
      'restore',
      'enhance',
      'form',
    ]);
  });

  it('exports a version as JSON Resume and imports it back as a new resume', async () => {
    const stored = await generate(alice);
    const res = await call(alice, `/api/resume/${stored.id}/versions/1/json-resume`);
    expect(res.status).toBe(200);
    const document = jsonResumeSchema.parse(await res.json());
    expect(document.basics?.name).toBe(sampleResume.name);
    expect((await call(bob, `/api/resume/${stored.id}/versions/1/json-resume`)).status).toBe(404);
    const imported = await call(alice, '/api/resume/import-json-resume', 'POST', { document });
    expect(imported.status).toBe(201);
    const { resume } = jsonResumeImportResponseSchema.parse(await imported.json());
    expect(resume.id).not.toBe(stored.id);
    expect(resume.experience).toEqual(sampleResume.experience.map((job) => ({ ...job, end_date: null })));
    expect(resume.skills).toEqual(sampleResume.skills);
    expect((await history(alice, resume.id)).versions.map((v) => v.source)).toEqual(['import']);
  });

  it('refuses a document the published JSON Resume schema refuses, saying why (400)', async () => {
    const res = await call(alice, '/api/resume/import-json-resume', 'POST', {
      document: { basics: { name: 'X', email: 42 } },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: expect.stringMatching(/^Not a valid JSON Resume: basics\.email/),
    });
  });

  it('imports a document with a link that is not a web address, leaving it out with a note', async () => {
    const res = await call(alice, '/api/resume/import-json-resume', 'POST', {
      document: { basics: { name: 'X', url: 'not a url' }, work: [{ name: 'Acme', position: 'Clerk' }] },
    });
    expect(res.status).toBe(201);
    const body = jsonResumeImportResponseSchema.parse(await res.json());
    expect(body.notes).toEqual([
      'basics.url "not a url" is not a full web address (https://…) and was left out.',
    ]);
    expect(body.resume).toMatchObject({ name: 'X', portfolio: '' });
  });

  it("refuses another resume tool's JSON by its name, and JSON that is no resume (400)", async () => {
    const rr = await call(alice, '/api/resume/import-json-resume', 'POST', {
      document: { basics: { name: 'X' }, sections: {}, metadata: {} },
    });
    expect(rr.status).toBe(400);
    expect(await rr.json()).toMatchObject({
      error: expect.stringMatching(/looks like a Reactive Resume export/),
    });
    const other = await call(alice, '/api/resume/import-json-resume', 'POST', {
      document: { title: 'Groceries' },
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({
      error: expect.stringMatching(/^That file is not a JSON Resume/),
    });
  });
});

describe('the review of a resume', () => {
  it('reviews the current version with no AI use; another user’s resume is a 404', async () => {
    const stored = await generate(alice);
    const ended = {
      ...sampleResume.experience[0],
      end_date: '2020',
      responsibilities: ['Manage 3 pipelines'],
    };
    const saved = await call(alice, `/api/resume/${stored.id}/versions`, 'POST', {
      resumeData: { ...sampleResume, experience: [ended] },
    });
    expect(saved.status).toBe(201);
    const res = await call(alice, `/api/resume/${stored.id}/review`);
    expect(res.status).toBe(200);
    const { findings } = reviewResponseSchema.parse(await res.json());
    expect(findings).toContainEqual(
      expect.objectContaining({
        kind: 'tense',
        place: { section: 'experience', entry: 0, line: 0 },
        fix: { before: 'Manage', after: 'Managed' },
      }),
    );
    expect((await call(bob, `/api/resume/${stored.id}/review`)).status).toBe(404);
  });
});

describe('enhance, line by line', () => {
  it('answers a resume object with its changed lines and saves the chosen result as an enhance version', async () => {
    const stored = await generate(alice);
    const ended = {
      ...sampleResume.experience[0],
      end_date: '2020',
      responsibilities: ['Manage 3 pipelines'],
    };
    const resumeData = { ...sampleResume, experience: [ended] };
    const res = await call(alice, '/api/openai/enhance-resume', 'POST', { resumeData });
    expect(res.status).toBe(200);
    const body = enhanceResumeResponseSchema.parse(await res.json());
    // Nothing is saved until the user has chosen: the answer carries no version.
    expect(body.version).toBeUndefined();
    expect(body.changes).toContainEqual(
      expect.objectContaining({
        section: 'experience',
        entry: 0,
        line: 0,
        before: ['Manage 3 pipelines'],
        reason: expect.stringContaining('past tense'),
      }),
    );
    const saved = await call(alice, `/api/resume/${stored.id}/versions`, 'POST', {
      resumeData: body.resume,
      source: 'enhance',
    });
    expect(saved.status).toBe(201);
    expect(versionSavedResponseSchema.parse(await saved.json()).version).toMatchObject({
      number: 2,
      source: 'enhance',
    });
  });
});

describe('tailoring to a job', () => {
  const posting =
    'Data Engineer. Required: Python, SQL, Kafka and AWS. Nice to have: Airflow, Spark and Docker. Strong communication.';

  it('makes a tailored version: evidenced keywords added with their evidence, nothing invented, scores before and after', async () => {
    const stored = await generate(alice);
    const res = await call(alice, `/api/resume/${stored.id}/tailor`, 'POST', { jobDescription: posting });
    expect(res.status).toBe(201);
    const body = tailorResponseSchema.parse(await res.json());
    expect(body.version).toMatchObject({ number: 2, source: 'tailor' });
    // Kafka is in a bullet and AWS in a certification, but neither in the skills: both are added, as spelled.
    expect([...body.added].sort((a, b) => a.term.localeCompare(b.term))).toEqual([
      { term: 'AWS', evidence: 'AWS Data Analytics', where: 'Certifications' },
      {
        term: 'Kafka',
        evidence: 'Built streaming pipelines in Kafka',
        where: 'Data Engineer at Northwind Traders',
      },
    ]);
    // Never a term the resume does not show: the posting's Airflow, Spark and Docker stay missing, with hints.
    const text = JSON.stringify(body.resume).toLowerCase();
    for (const term of ['airflow', 'spark', 'docker']) expect(text).not.toContain(term);
    expect(body.stillMissing.map((m) => m.term).sort()).toEqual(['airflow', 'docker', 'spark']);
    expect(body.stillMissing[0]?.hint).toMatch(/only if you have used it/);
    // Skills the posting asks for come first (in its order of importance); the rest keep theirs after.
    expect([...body.resume.skills.slice(0, 4)].sort()).toEqual(['AWS', 'Kafka', 'Python', 'SQL']);
    expect(body.resume.skills.at(-1)).toBe('placeholder skill');
    expect(body.after.atsScore).toBeGreaterThanOrEqual(body.before.atsScore);
    expect(body.changes).toContainEqual({ kind: 'added', text: 'Kafka' });
    expect(body.changes.every((line) => line.kind !== 'same')).toBe(true);
    const current = versionResponseSchema.parse(
      await (await call(alice, `/api/resume/${stored.id}/versions/2`)).json(),
    );
    expect(current.resume).toEqual(body.resume);
  });

  it('saves no version when tailoring again changes nothing, and says so (version null)', async () => {
    // A user of its own: each tailoring is an AI use, and alice's seven a day go to the other tests.
    const carol = await stack.createUser('carol');
    const stored = await generate(carol);
    const first = await call(carol, `/api/resume/${stored.id}/tailor`, 'POST', { jobDescription: posting });
    expect(tailorResponseSchema.parse(await first.json()).version).toMatchObject({ number: 2 });
    const again = await call(carol, `/api/resume/${stored.id}/tailor`, 'POST', { jobDescription: posting });
    expect(again.status).toBe(201);
    const body = tailorResponseSchema.parse(await again.json());
    expect(body.version).toBeNull();
    expect(body.changes).toEqual([]);
    expect(body.after.atsScore).toBe(body.before.atsScore);
    expect((await history(carol, stored.id)).versions).toHaveLength(2);
  });

  it("is a 404 on another user's resume, and needs a real job description (400)", async () => {
    const stored = await generate(alice);
    expect(
      (await call(bob, `/api/resume/${stored.id}/tailor`, 'POST', { jobDescription: posting })).status,
    ).toBe(404);
    expect(
      (await call(alice, `/api/resume/${stored.id}/tailor`, 'POST', { jobDescription: 'short' })).status,
    ).toBe(400);
    expect((await history(alice, stored.id)).versions).toHaveLength(1);
  });
});

describe('applications', () => {
  it('records which version went where with its tailored score, moves its status, and hides it from others', async () => {
    const stored = await generate(alice);
    const tailored = tailorResponseSchema.parse(
      await (
        await call(alice, `/api/resume/${stored.id}/tailor`, 'POST', {
          jobDescription: 'Data Engineer. Required: Python, SQL, Kafka and AWS.',
        })
      ).json(),
    );
    const res = await call(alice, '/api/applications', 'POST', {
      resumeId: stored.id,
      version: tailored.version?.number ?? 0,
      company: 'Initech',
      role: 'Data Engineer',
    });
    expect(res.status).toBe(201);
    const { application } = (await res.json()) as { application: { id: string } };
    expect(application).toMatchObject({
      resumeId: stored.id,
      version: 2,
      company: 'Initech',
      role: 'Data Engineer',
      score: tailored.after.atsScore,
      status: 'applied',
    });
    const row = await stack.db
      .selectFrom('applications')
      .select('content')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.content)).not.toContain('Initech');

    const moved = await call(alice, `/api/applications/${application.id}/status`, 'POST', {
      status: 'interview',
    });
    expect(await moved.json()).toMatchObject({ application: { status: 'interview' } });
    const listed = (await (await call(alice, '/api/applications')).json()) as { applications: unknown[] };
    expect(listed.applications).toEqual([
      expect.objectContaining({ id: application.id, status: 'interview' }),
    ]);

    expect(
      ((await (await call(bob, '/api/applications')).json()) as { applications: unknown[] }).applications,
    ).toEqual([]);
    expect(
      (await call(bob, `/api/applications/${application.id}/status`, 'POST', { status: 'offer' })).status,
    ).toBe(404);
    const theirs = await call(bob, '/api/applications', 'POST', {
      resumeId: stored.id,
      version: 1,
      company: 'X',
      role: 'Y',
    });
    expect(theirs.status).toBe(404);
    expect(
      (await call(alice, `/api/applications/${application.id}/status`, 'POST', { status: 'hired' })).status,
    ).toBe(400);
  });

  it("keeps a cover letter written for an application from its tailored version, sealed and the owner's alone", async () => {
    const stored = await generate(alice);
    const posting = 'Data Engineer at Initrode. Required: Python, SQL, Kafka and AWS.';
    const tailored = tailorResponseSchema.parse(
      await (
        await call(alice, `/api/resume/${stored.id}/tailor`, 'POST', { jobDescription: posting })
      ).json(),
    );
    const recorded = await call(alice, '/api/applications', 'POST', {
      resumeId: stored.id,
      version: tailored.version?.number ?? 0,
      company: 'Initrode',
      role: 'Data Engineer',
    });
    const { application } = (await recorded.json()) as { application: { id: string; coverLetterId: null } };
    expect(application.coverLetterId).toBeNull();
    const lettersPath = `/api/applications/${application.id}/cover-letters`;

    expect((await call(bob, lettersPath, 'POST', {})).status).toBe(404);
    expect((await call(alice, lettersPath, 'POST', { length: 'Epic' })).status).toBe(400);
    const written = await call(alice, lettersPath, 'POST', { length: 'Standard' });
    expect(written.status).toBe(201);
    const { coverLetter } = (await written.json()) as { coverLetter: unknown };
    const kept = keptCoverLetterSchema.parse(coverLetter);
    expect(kept.applicationId).toBe(application.id);
    expect(kept.letter).toContain('Initrode');
    expect(kept.letter).toContain('Data Engineer');
    expect(kept.letter).toContain(sampleResume.name);
    // The version's work reaches the letter as the applicant's own, with where it was done.
    expect(kept.letter).toContain('as a Data Engineer at Northwind Traders');

    const row = await stack.db
      .selectFrom('cover_letters')
      .select('content')
      .where('id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.content)).not.toContain('Initrode');

    const listed = (await (await call(alice, '/api/applications')).json()) as {
      applications: { id: string; coverLetterId: string | null }[];
    };
    expect(listed.applications.find((a) => a.id === application.id)?.coverLetterId).toBe(kept.id);
    const read = await call(alice, `/api/cover-letters/${kept.id}`);
    expect(await read.json()).toEqual({ coverLetter: kept });
    expect((await call(bob, `/api/cover-letters/${kept.id}`)).status).toBe(404);
    expect((await call(alice, '/api/cover-letters/not-a-uuid')).status).toBe(404);

    // Downloads of a kept letter go by id: the name signed is the version's, whatever the client says.
    const pdf = await call(alice, '/api/cover-letter/download', 'POST', { coverLetterId: kept.id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const signed = `Cover_Letter_${sampleResume.name.replace('’', '_').replace(/ /g, '_')}`;
    expect(decodeURIComponent(pdf.headers.get('content-disposition') ?? '')).toContain(`${signed}.pdf`);
    const docx = await call(alice, '/api/cover-letter/download-docx', 'POST', { coverLetterId: kept.id });
    expect(decodeURIComponent(docx.headers.get('content-disposition') ?? '')).toContain(`${signed}.docx`);
    expect((await docx.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const forged = { coverLetterId: kept.id, name: 'Someone Else' };
    expect((await call(alice, '/api/cover-letter/download', 'POST', forged)).status).toBe(400);
    const notHers = await call(bob, '/api/cover-letter/download', 'POST', { coverLetterId: kept.id });
    expect(notHers.status).toBe(404);
    expect(await notHers.json()).toMatchObject({ error: 'Cover letter not found.' });
  });
});
