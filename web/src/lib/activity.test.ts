import type { StoredResume } from '@rb/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityEntries } from './activity';
import { logActivity, rebuildActivity } from './localResumes';

const resume = (id: string, name: string, resumeSnippet = '', updatedAt = '2026-11-01T10:00:00.000Z') =>
  ({
    id,
    name,
    email: '',
    phone: '',
    linkedin: '',
    portfolio: '',
    summary: '',
    experience: [],
    education: [],
    skills: [],
    certifications: [],
    resumeSnippet,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt,
  }) satisfies StoredResume;

/** The browser's local storage, as far as the log uses it. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

beforeEach(() => {
  Object.assign(globalThis, { localStorage: new MemoryStorage() });
});

describe('the activity log (SPEC §3)', () => {
  it('rebuilds one entry per resume, Edited when its snippet is non-empty, after the local entries', () => {
    const ada = resume('a1', 'Ada');
    const grace = resume('g1', 'Grace', '# Grace\n\nEnhanced text');
    logActivity('Generated', 'Ada');
    logActivity('Enhanced', 'Grace');
    expect(rebuildActivity([ada, grace, resume('u1', '  ')])).toEqual([
      'Enhanced Resume - Grace',
      'Generated Resume - Ada',
      'Generated Resume - Ada [a1]',
      'Edited Resume - Grace [g1]',
      'Generated Resume - Untitled Resume [u1]',
    ]);
  });

  it('writes the actions the SPEC predates in the same form, and drops local entries of deleted resumes', () => {
    for (const kind of ['Restored', 'Tailored', 'Applied with'] as const) logActivity(kind, 'Ada');
    logActivity('Generated', 'Gone');
    expect(rebuildActivity([resume('a1', 'Ada')])).toEqual([
      'Applied with Resume - Ada',
      'Tailored Resume - Ada',
      'Restored Resume - Ada',
      'Generated Resume - Ada [a1]',
    ]);
  });
});

describe('activityEntries', () => {
  it('shows each string as stored and ties it to its card: by id, else the newest of that name', () => {
    const older = resume('a1', 'Ada', '', '2026-11-01T10:00:00.000Z');
    const newer = resume('a2', 'Ada', '', '2026-11-02T10:00:00.000Z');
    const entries = activityEntries(
      ['Enhanced Resume - Ada', 'Generated Resume - Ada [a1]', 'Generated Resume - Gone [x9]'],
      [older, newer],
    );
    expect(entries.map(({ text, resumeId }) => [text, resumeId])).toEqual([
      ['Enhanced Resume - Ada', 'a2'],
      ['Generated Resume - Ada [a1]', 'a1'],
      ['Generated Resume - Gone [x9]', null],
    ]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(3);
  });
});
