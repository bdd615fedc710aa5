import { randomBytes } from 'node:crypto';
import { type ResumeData, VERSION_DIFF_LIMITS } from '@rb/contracts';
import { createKeyring, encryptJson } from '@rb/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { DiffThreads } from '../src/diffThreads';
import { diffResumes } from '../src/versionDiff';
import { sampleResume } from './fixtures';
import { widestResume } from './widestResume';

const opened: DiffThreads[] = [];
const keyring = createKeyring({ DATA_KEYS: new Map([['k1', randomBytes(32)]]), DATA_KEY_ID: 'k1' });
type Limits = { threadMilliseconds: number; waiting: number };
const threads = (count: number, limits: Limits = VERSION_DIFF_LIMITS) => {
  const pool = new DiffThreads(keyring, count, limits);
  opened.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((pool) => pool.close()));
});

const edited: ResumeData = { ...sampleResume, summary: `${sampleResume.summary} Edited.` };

describe('DiffThreads', () => {
  it('answers what diffResumes answers, from a thread', async () => {
    const pool = threads(1);
    expect(await pool.diff(sampleResume, edited)).toEqual(diffResumes(sampleResume, edited));
    const [before, after] = [widestResume('A'), widestResume('B')];
    expect(await pool.diff(before, after)).toEqual(diffResumes(before, after));
  }, 30_000);

  it('opens stored versions sealed in the thread; one it cannot open is a 503, and the thread serves on', async () => {
    const pool = threads(1);
    const sealed = (resume: ResumeData) => ({ sealed: encryptJson(keyring, { resume }) });
    const json = await pool.diffJson(sealed(sampleResume), sealed(edited));
    expect(JSON.parse(new TextDecoder().decode(json))).toEqual(diffResumes(sampleResume, edited));
    const stranger = createKeyring({ DATA_KEYS: new Map([['k9', randomBytes(32)]]), DATA_KEY_ID: 'k9' });
    const unreadable = { sealed: encryptJson(stranger, { resume: edited }) };
    await expect(pool.diffJson(sealed(sampleResume), unreadable)).rejects.toMatchObject({ status: 503 });
    expect(await pool.diff(edited, sampleResume)).toEqual(diffResumes(edited, sampleResume));
  }, 30_000);

  it('refuses versions beyond the size bounds with a readable 422', async () => {
    const huge: ResumeData = {
      ...sampleResume,
      skills: Array.from({ length: VERSION_DIFF_LIMITS.lines }, (_, i) => `skill ${i}`),
    };
    await expect(threads(1).diff(sampleResume, huge)).rejects.toMatchObject({
      status: 422,
      code: 'UNPROCESSABLE',
      message: expect.stringMatching(/too large to compare/),
    });
  }, 30_000);

  it('stops a diff that outlives its time as a 422, and the next diff gets a new thread', async () => {
    const limits = { ...VERSION_DIFF_LIMITS, threadMilliseconds: 1 };
    const pool = threads(1, limits);
    // The widest resume's diff takes tens of milliseconds in its thread, so it is stopped.
    await expect(pool.diff(widestResume('A'), widestResume('B'))).rejects.toMatchObject({ status: 422 });
    limits.threadMilliseconds = VERSION_DIFF_LIMITS.threadMilliseconds;
    expect(await pool.diff(sampleResume, edited)).toEqual(diffResumes(sampleResume, edited));
  }, 30_000);

  it('queues at most `waiting` diffs and answers 503 beyond, without dropping the queued ones', async () => {
    const pool = threads(1, { ...VERSION_DIFF_LIMITS, waiting: 1 });
    await pool.diff(sampleResume, sampleResume); // the thread is started and ready
    const running = pool.diff(sampleResume, edited);
    const queued = pool.diff(edited, sampleResume);
    await expect(pool.diff(sampleResume, sampleResume)).rejects.toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
    });
    expect(await running).toEqual(diffResumes(sampleResume, edited));
    expect(await queued).toEqual(diffResumes(edited, sampleResume));
  }, 30_000);
});
