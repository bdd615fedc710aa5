import type { StoredResume } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { activityEntries } from './activity';

const resume = (id: string, name: string, createdAt: string, updatedAt = createdAt): StoredResume => ({
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
  resumeSnippet: '',
  createdAt,
  updatedAt,
});

describe('activityEntries', () => {
  it('lists one entry per action, newest first, with its time and no id in the text', () => {
    const entries = activityEntries([
      resume('a', 'Ada', '2026-11-01T10:00:00.000Z', '2026-11-03T09:00:00.000Z'),
      resume('b', '', '2026-11-02T10:00:00.000Z'),
    ]);
    expect(entries.map((e) => [e.action, e.name, e.at, e.resumeId])).toEqual([
      ['Enhanced', 'Ada', '2026-11-03T09:00:00.000Z', 'a'],
      ['Created', 'Untitled Resume', '2026-11-02T10:00:00.000Z', 'b'],
      ['Created', 'Ada', '2026-11-01T10:00:00.000Z', 'a'],
    ]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(3);
  });

  it('has nothing for no resumes', () => {
    expect(activityEntries([])).toEqual([]);
  });
});
