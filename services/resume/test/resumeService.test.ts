import { randomUUID } from 'node:crypto';
import {
  atsReportSchema,
  EMAIL_NOT_VERIFIED_MESSAGE,
  enhanceResumeResponseSchema,
  expandEditorResponseSchema,
  generateResumeResponseSchema,
  jobStatusResponseSchema,
  parsePdfResponseSchema,
  parseResumeTextResponseSchema,
  resumeListResponseSchema,
} from '@rb/contracts';
import { hugePageCountPdf, simplePdf, spaceBombPdf } from '@rb/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDescription, sampleResume } from './fixtures';
import { type Stack, startStack, type TestUser } from './stack';

let stack: Stack;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  stack = await startStack({ aiDailyLimit: 4 });
  alice = await stack.createUser('alice');
  bob = await stack.createUser('bob');
}, 60_000);
afterAll(() => stack?.close());

const api = (path: string, user: TestUser | undefined, init: RequestInit = {}) =>
  fetch(`${stack.url}${path}`, {
    ...init,
    headers: {
      ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...user?.headers,
      ...(init.headers as Record<string, string>),
    },
  });
const post = (
  path: string,
  user: TestUser | undefined,
  body: unknown,
  headers: Record<string, string> = {},
) => api(path, user, { method: 'POST', body: JSON.stringify(body), headers });

async function generate(user: TestUser) {
  const res = await post('/api/resume/generate', user, {
    type: 'resume',
    jobDescription,
    resumeData: sampleResume,
  });
  expect(res.status).toBe(201);
  return generateResumeResponseSchema.parse(await res.json()).resume;
}

describe('resumes', () => {
  it('needs a token', async () => {
    const res = await api('/api/resume/list', undefined);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('generates, lists, and hides them from other users (404)', async () => {
    const resume = await generate(alice);
    expect(resume.name).toBe(sampleResume.name);
    const mine = resumeListResponseSchema.parse(await (await api('/api/resume/list', alice)).json());
    expect(mine.resumes.map((r) => r.id)).toContain(resume.id);
    const theirs = resumeListResponseSchema.parse(await (await api('/api/resume/list', bob)).json());
    expect(theirs.resumes.map((r) => r.id)).not.toContain(resume.id);
    expect((await api(`/api/resume/${resume.id}/download?format=pdf`, bob)).status).toBe(404);
    expect((await api(`/api/resume/${resume.id}`, bob, { method: 'DELETE' })).status).toBe(404);
    expect((await api('/api/resume/not-a-uuid', alice, { method: 'DELETE' })).status).toBe(404);
  });

  it('stores content encrypted, with its key id', async () => {
    const resume = await generate(alice);
    const row = await stack.db
      .selectFrom('resumes')
      .select(['key_id', 'content'])
      .where('id', '=', resume.id)
      .executeTakeFirstOrThrow();
    expect(row.key_id).toBe(stack.keyring.activeKid);
    expect(JSON.stringify(row.content)).not.toContain('Northwind');
  });

  it('lists the readable resumes and counts an undecryptable one instead of failing', async () => {
    const carol = await stack.createUser('carol');
    const good = await generate(carol);
    const bad = await generate(carol);
    const { content } = await stack.db
      .selectFrom('resumes')
      .select('content')
      .where('id', '=', bad.id)
      .executeTakeFirstOrThrow();
    // A damaged tag: the row can no longer be authenticated, so it must not be shown or break the list.
    const tag = Buffer.from(content.tag, 'base64');
    tag[0] = (tag[0] ?? 0) ^ 1;
    await stack.db
      .updateTable('resumes')
      .set({ content: { ...content, tag: tag.toString('base64') } })
      .where('id', '=', bad.id)
      .execute();
    const res = await api('/api/resume/list', carol);
    expect(res.status).toBe(200);
    const list = resumeListResponseSchema.parse(await res.json());
    expect(list.resumes.map((r) => r.id)).toEqual([good.id]);
    expect(list.unreadable).toBe(1);
  });

  it('downloads PDF and DOCX named after the resume, in both templates', async () => {
    const resume = await generate(alice);
    for (const [format, template, type, magic] of [
      ['pdf', 'classic', 'application/pdf', '%PDF-'],
      ['pdf', 'modern', 'application/pdf', '%PDF-'],
      ['docx', 'classic', 'wordprocessingml', 'PK'],
    ] as const) {
      const res = await api(`/api/resume/${resume.id}/download?format=${format}&template=${template}`, alice);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
      expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(
        `Renée O_Connor-resume.${format}`,
      );
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, magic.length)
          .toString(),
      ).toBe(magic);
    }
    expect((await api(`/api/resume/${resume.id}/download?format=exe`, alice)).status).toBe(400);
  });

  it('deletes', async () => {
    const resume = await generate(alice);
    const res = await api(`/api/resume/${resume.id}`, alice, { method: 'DELETE' });
    expect(await res.json()).toEqual({ success: true });
    expect((await api(`/api/resume/${resume.id}`, alice, { method: 'DELETE' })).status).toBe(404);
  });

  it('stores no control characters or lone surrogates a client sends in resume fields', async () => {
    const res = await post('/api/resume/generate', alice, {
      type: 'resume',
      jobDescription: 'x\u0000y',
      resumeData: {
        ...sampleResume,
        name: 'Eve\u0000 \u001b[31mRed',
        summary: 'Half \ud800 pair',
        skills: ['Go\u0000'],
      },
    });
    expect(res.status).toBe(201);
    const { id } = generateResumeResponseSchema.parse(await res.json()).resume;
    const list = resumeListResponseSchema.parse(await (await api('/api/resume/list', alice)).json());
    const stored = list.resumes.find((r) => r.id === id);
    expect(stored).toMatchObject({ name: 'Eve [31mRed', summary: 'Half \ufffd pair', skills: ['Go'] });
  });

  it('renders the editor text as PDF and DOCX', async () => {
    const pdf = await post('/api/resume/download', alice, {
      resume: 'Plain notes\n\nSecond paragraph',
      name: 'Notes',
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const docx = await post('/api/resume/download-docx', alice, { resume: 'Plain notes', name: 'Notes' });
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-disposition')).toContain('Notes-enhanced.docx');
  });
});

describe('uploads', () => {
  const upload = (user: TestUser, bytes: Buffer, filename = 'cv.pdf') => {
    const form = new FormData();
    form.append('resume', new Blob([new Uint8Array(bytes)]), filename);
    return api('/api/resume/parse-pdf', user, { method: 'POST', body: form });
  };

  it('parses a PDF into text and a structured guess', async () => {
    const rendered = await post('/api/resume/download', alice, {
      resume: 'Jane Parser\n\nKafka pipelines',
      name: 'x',
    });
    const res = await upload(alice, Buffer.from(await rendered.arrayBuffer()));
    expect(res.status).toBe(200);
    const body = parsePdfResponseSchema.parse(await res.json());
    expect(body.text).toContain('Kafka pipelines');
  });

  it('gives back a structured guess for a real resume PDF', async () => {
    const stored = await generate(alice);
    const pdf = await api(`/api/resume/${stored.id}/download?format=pdf`, alice);
    const res = await upload(alice, Buffer.from(await pdf.arrayBuffer()));
    const body = parsePdfResponseSchema.parse(await res.json());
    expect(body.structured?.email).toBe(sampleResume.email);
    expect(body.structured?.experience.map((e) => e.company)).toContain('Northwind Traders');
  });

  it("reads the structure of a DOCX's text (read in the browser) without storing anything, and an import saves as such", async () => {
    // As a DOCX reads in the browser: one paragraph a line.
    const text = [
      'Renée O’Connor',
      'renee@example.com | +1 555 0100',
      'Experience',
      'Data Engineer, Northwind Traders',
      '2020 – Present',
      '• Built streaming pipelines in Kafka',
      'Skills',
      'Python, SQL',
    ].join('\n');
    const res = await post('/api/resume/parse-text', alice, { text });
    expect(res.status).toBe(200);
    const { structured } = parseResumeTextResponseSchema.parse(await res.json());
    expect(structured?.email).toBe(sampleResume.email);
    expect(structured?.experience.map((e) => e.company)).toContain('Northwind Traders');
    expect((await post('/api/resume/parse-text', alice, { text: '  ' })).status).toBe(400);

    const saved = await post('/api/resume/generate', alice, {
      type: 'resume',
      resumeData: structured,
      source: 'import',
    });
    const { resume } = generateResumeResponseSchema.parse(await saved.json());
    const versions = (await (await api(`/api/resume/${resume.id}/versions`, alice)).json()) as {
      versions: { source: string }[];
    };
    expect(versions.versions.map((v) => v.source)).toEqual(['import']);
  });

  it("reads a DOCX's HTML (converted in the browser) as a document and returns the text it gave", async () => {
    // mammoth's HTML of a Word resume: a heading style, a job in bold and italics, a list, a table.
    const html = [
      '<p><strong>Renée O’Connor</strong></p><p>renee@example.com | +1 555 0100</p>',
      '<h2>Experience</h2><p><strong>Northwind Traders, <em>Data Engineer</em></strong></p>',
      '<p><strong>2020 – Present</strong></p><ul><li>Built streaming pipelines in Kafka</li></ul>',
      '<h2>Skills</h2><table><tr><td><p>Python</p></td></tr><tr><td><p>SQL</p></td></tr></table>',
    ].join('');
    const res = await post('/api/resume/parse-text', alice, { html });
    expect(res.status).toBe(200);
    const { structured, text } = parseResumeTextResponseSchema.parse(await res.json());
    expect(structured?.experience.map((e) => [e.company, e.role])).toEqual([
      ['Northwind Traders', 'Data Engineer'],
    ]);
    expect(structured?.skills).toEqual(['Python', 'SQL']);
    expect(text).toContain('• Built streaming pipelines in Kafka');
    // One of the two, within its bound.
    expect((await post('/api/resume/parse-text', alice, { html, text: 'x' })).status).toBe(400);
    expect((await post('/api/resume/parse-text', alice, { html: 'x'.repeat(300_001) })).status).toBe(400);
  });

  it('refuses a file that is not a PDF by its bytes (415)', async () => {
    const res = await upload(alice, Buffer.from('PK\u0003\u0004 this is a zip, not a pdf'));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a malformed multipart body with a 400, not a 500', async () => {
    const send = (contentType: string, body: string) =>
      api('/api/resume/parse-pdf', alice, { method: 'POST', headers: { 'content-type': contentType }, body });
    const truncated = await send(
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.7 cut',
    );
    const noBoundary = await send('multipart/form-data', 'anything');
    for (const res of [truncated, noBoundary]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'Invalid upload: the form data could not be read.',
        code: 'VALIDATION',
        fields: ['resume'],
      });
    }
  });

  it('refuses more than 5 MB (413)', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const res = await upload(alice, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a hostile PDF with a clear 422 and keeps serving', async () => {
    const res = await upload(alice, hugePageCountPdf());
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'UNPROCESSABLE',
      error: 'The PDF is too long for a resume. Please upload a shorter file.',
    });
    const next = await upload(alice, simplePdf('Next upload works'));
    expect(parsePdfResponseSchema.parse(await next.json()).text).toContain('Next upload works');
  });

  it('answers a PDF whose page inflates to 1 GiB with a readable 422, not an empty 200', async () => {
    const res = await upload(alice, await spaceBombPdf());
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'UNPROCESSABLE',
      error: 'The PDF unpacks to more data than a resume holds. Please upload a smaller or simpler file.',
    });
  }, 60_000);
});

describe('AI, ATS and cover letters', () => {
  it('enhances a stored resume, cleaning it (SPEC §5) and keeping the previous version', async () => {
    const carol = await stack.createUser('carol');
    const stored = await generate(carol);
    const res = await post('/api/openai/enhance-resume', carol, {
      resumeData: sampleResume,
      resumeId: stored.id,
    });
    expect(res.status).toBe(200);
    const body = enhanceResumeResponseSchema.parse(await res.json());
    expect(typeof body.resume).toBe('object');
    const enhanced = body.resume as typeof sampleResume;
    // The placeholder entry goes (SPEC §5); the one only missing fields is the user's own: kept, flagged.
    expect(enhanced.education.map((e) => e.institution)).toEqual(['State University', 'Only Institution']);
    expect(body.findings?.filter((f) => f.kind === 'missing-field')).toEqual([
      expect.objectContaining({ place: { section: 'education', entry: 1 } }),
    ]);
    expect(enhanced.skills.join(' ')).not.toMatch(/placeholder/i);
    // A new version beside the form's first one: nothing the user wrote is overwritten.
    const versions = await stack.db
      .selectFrom('resume_versions')
      .select(['number', 'source'])
      .where('resume_id', '=', stored.id)
      .orderBy('number')
      .execute();
    expect(versions).toEqual([
      { number: 1, source: 'form' },
      { number: 2, source: 'enhance' },
    ]);
    // Someone else's resume id is a 404 and costs nothing.
    const other = await post('/api/openai/enhance-resume', bob, {
      resumeData: sampleResume,
      resumeId: stored.id,
    });
    expect(other.status).toBe(404);
  });

  it('enhances flattened text into markdown and expands editor text', async () => {
    const dave = await stack.createUser('dave');
    const text = await post('/api/openai/enhance-resume', dave, { resumeText: 'Jane Doe\nEngineer at Acme' });
    expect(text.status).toBe(200);
    expect(typeof enhanceResumeResponseSchema.parse(await text.json()).resume).toBe('string');
    const expanded = await post('/api/openai/expand-editor', dave, { rawText: 'Built APIs' });
    expect(expanded.status).toBe(200);
    expandEditorResponseSchema.parse(await expanded.json());
  });

  it('limits AI uses per day (429) and does not count a repeated X-Job-Id twice', async () => {
    const erin = await stack.createUser('erin');
    const jobId = randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await post(
        '/api/openai/expand-editor',
        erin,
        { rawText: 'Same request' },
        { 'x-job-id': jobId },
      );
      expect(res.status).toBe(200);
    }
    const usage = await stack.db
      .selectFrom('ai_usage')
      .select('count')
      .where('user_id', '=', erin.id)
      .executeTakeFirstOrThrow();
    expect(usage.count).toBe(1);
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/openai/expand-editor', erin, { rawText: `Text ${i}` })).status).toBe(200);
    }
    const limited = await post('/api/openai/expand-editor', erin, { rawText: 'One too many' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: 'AI_LIMIT_REACHED',
      error: 'You have used all 4 AI enhancements for today. The limit resets at midnight UTC.',
    });
  });

  it('grants no AI use to an account whose address is not verified yet, and charges nothing', async () => {
    const fay = await stack.createUser('fay');
    await stack.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', fay.id).execute();
    const refused = await post('/api/openai/expand-editor', fay, { rawText: 'Built APIs' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', error: EMAIL_NOT_VERIFIED_MESSAGE });
    const charged = await stack.db
      .selectFrom('ai_usage')
      .select('count')
      .where('user_id', '=', fay.id)
      .execute();
    expect(charged).toEqual([]);
    // The rest of the product works at once.
    const stored = await post('/api/resume/generate', fay, {
      type: 'resume',
      jobDescription: '',
      resumeData: sampleResume,
    });
    expect(stored.status).toBe(201);
    await stack.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', fay.id)
      .execute();
    expect((await post('/api/openai/expand-editor', fay, { rawText: 'Built APIs' })).status).toBe(200);
  });

  it('counts concurrent requests with the same X-Job-Id once', async () => {
    const gina = await stack.createUser('gina');
    const jobId = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/api/openai/expand-editor', gina, { rawText: 'Raced' }, { 'x-job-id': jobId }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const usage = await stack.db
      .selectFrom('ai_usage')
      .select('count')
      .where('user_id', '=', gina.id)
      .executeTakeFirstOrThrow();
    expect(usage.count).toBe(1);
  });

  it('scores a hostile HTML resume without rendering it', async () => {
    const res = await post('/api/ats/score-resume', alice, {
      htmlResume: '<h1>Jane</h1><img src=x onerror=alert(1)><p>Python SQL Kafka AWS pipelines</p>',
      jobDescription,
    });
    expect(res.status).toBe(200);
    atsReportSchema.parse(await res.json());
    const short = await post('/api/ats/score-resume', alice, {
      htmlResume: '<p>x</p>',
      jobDescription: 'too short',
    });
    expect(short.status).toBe(400);
  });

  it('waits on many jobs at once without Node taking the waits for a listener leak', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => {
      if (warning.name === 'MaxListenersExceededWarning') warnings.push(warning.message);
    };
    process.on('warning', onWarning);
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          post('/api/ats/score-resume', alice, { htmlResume: `<p>Python SQL ${i}</p>`, jobDescription }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(100).fill(200));
      // Node reports the warning on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
  });

  it('generates and downloads a cover letter', async () => {
    const frank = await stack.createUser('frank');
    const request = {
      userInput: { jobTitle: 'Data Engineer', companyName: 'Contoso' },
      applicantDetails: { name: 'Frank Ocean', email: 'frank@example.com', phone: '555' },
      resumeSummary: {
        summary: 'Data engineer',
        experience: 'Northwind',
        education: '',
        skills: 'SQL',
        certifications: '',
      },
      customizationPreferences: { length: 'Concise', focusAreas: ['pipelines'] },
    };
    const generated = await post('/api/cover-letter/generate', frank, request);
    expect(generated.status).toBe(200);
    const { coverLetter } = (await generated.json()) as { coverLetter: string };
    expect(coverLetter.length).toBeGreaterThan(0);
    const pdf = await post('/api/cover-letter/download', frank, { coverLetter, name: 'Frank Ocean' });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('Cover_Letter_Frank_Ocean.pdf');
    const docx = await post('/api/cover-letter/download-docx', frank, { coverLetter, name: 'Frank Ocean' });
    expect(docx.headers.get('content-disposition')).toContain('Cover_Letter_Frank_Ocean.docx');
  });
});

describe('jobs', () => {
  it('answers GET /api/jobs/:id for the owner only', async () => {
    const jobId = randomUUID();
    const res = await post(
      '/api/ats/score-resume',
      alice,
      { htmlResume: '<p>Python</p>', jobDescription },
      {
        'x-job-id': jobId,
      },
    );
    expect(res.status).toBe(200);
    const report = atsReportSchema.parse(await res.json());
    const status = jobStatusResponseSchema.parse(await (await api(`/api/jobs/${jobId}`, alice)).json());
    expect(status).toMatchObject({ id: jobId, name: 'resume.score', state: 'completed', error: null });
    expect(status.result).toEqual(report);
    expect((await api(`/api/jobs/${jobId}`, bob)).status).toBe(404);
    expect((await api(`/api/jobs/${randomUUID()}`, alice)).status).toBe(404);
  });

  it('refuses a malformed X-Job-Id; a job id used by another user is unknown (404)', async () => {
    const bad = await post(
      '/api/ats/score-resume',
      alice,
      { htmlResume: '<p>x</p>', jobDescription },
      {
        'x-job-id': 'abc:def',
      },
    );
    expect(bad.status).toBe(400);
    const jobId = randomUUID();
    await post(
      '/api/ats/score-resume',
      alice,
      { htmlResume: '<p>x</p>', jobDescription },
      { 'x-job-id': jobId },
    );
    const reused = await post(
      '/api/ats/score-resume',
      bob,
      { htmlResume: '<p>y</p>', jobDescription },
      {
        'x-job-id': jobId,
      },
    );
    expect(reused.status).toBe(404);
  });

  it('keeps job payloads and results encrypted in Redis', async () => {
    const jobId = randomUUID();
    await post(
      '/api/ats/score-resume',
      alice,
      { htmlResume: '<p>Secretive Kafka Person</p>', jobDescription },
      {
        'x-job-id': jobId,
      },
    );
    const { createRedis } = await import('@rb/kit');
    const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const hash = await redis.hgetall(`${stack.prefix}:score:${jobId}`);
    await redis.quit();
    expect(hash.data).toBeDefined();
    expect(JSON.stringify(hash)).not.toContain('Secretive');
    expect(JSON.stringify(hash)).not.toContain('matchedKeywords');
  });
});
