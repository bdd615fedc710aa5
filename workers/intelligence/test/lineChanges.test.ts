import { applyLineChoices, parseResumeMarkdown, resumeToMarkdown } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine, editorChanges, lineChanges } from '../src';
import { job, resumeWith } from './resumeFixtures';
import { speller } from './speller';

const engine = createOfflineEngine({ speller });

describe('an enhancement’s changes, line by line', () => {
  it('pairs each rewritten line with the one it came from and says why', async () => {
    const before = resumeWith([
      job({
        end_date: '2021-06-01',
        responsibilities: [
          'Manage month-end close for 6 entities',
          'Reduced audit requests by 25% through',
          'a new NetSuite report',
          'Cut vendor payment errors by 30%',
          'Cut vendor payment errors by 30%',
        ],
      }),
    ]);
    const { resume: after } = await engine.enhanceResume(before);
    const changes = lineChanges(before, after).filter((c) => c.section === 'experience');
    expect(changes).toEqual([
      expect.objectContaining({
        line: 0,
        before: ['Manage month-end close for 6 entities'],
        after: expect.stringMatching(/^Managed month-end close for 6 entities/),
        reason: expect.stringContaining('“Manage” → “Managed”: past tense, as the role has ended'),
      }),
      expect.objectContaining({
        line: 1,
        before: ['Reduced audit requests by 25% through', 'a new NetSuite report'],
        reason: 'Joined: a page or line break had split one bullet in two.',
      }),
      expect.objectContaining({
        before: ['Cut vendor payment errors by 30%'],
        after: null,
        reason: 'Removed: it repeats another line word for word.',
      }),
    ]);
  });

  it('puts back exactly the lines the user rejects, and keeps the others as enhanced', async () => {
    const before = resumeWith([
      job({
        end_date: '2021-06-01',
        responsibilities: ['Manage month-end close for 6 entities', 'Lead 3 audits', 'Lead 3 audits'],
      }),
    ]);
    const { resume: after } = await engine.enhanceResume(before);
    const changes = lineChanges(before, after);
    const bullets = (ids: string[]) =>
      applyLineChoices(after, changes, new Set(ids)).experience[0]?.responsibilities;
    expect(bullets([])).toEqual(after.experience[0]?.responsibilities);
    expect(bullets(changes.map((c) => c.id))).toEqual(before.experience[0]?.responsibilities);
    const first = changes.find((c) => c.section === 'experience' && c.line === 0);
    expect(bullets(first ? [first.id] : [])?.[0]).toBe('Manage month-end close for 6 entities');
    expect(bullets(first ? [first.id] : [])?.[1]).toMatch(/^Led 3 audits/);
  });

  it('offers a skill’s tool casing and a removed advert or empty label as choices, with their reasons', async () => {
    const before = resumeWith(
      [
        job({
          end_date: '2021-06-01',
          responsibilities: [
            'Closed the books for 6 entities',
            'Filled in your details, chose and downloaded 31 resume designs! Only $ 2,95.',
            'description -',
          ],
        }),
      ],
      { skills: ['Github', 'Payroll'] },
    );
    const { resume: after } = await engine.enhanceResume(before);
    const changes = lineChanges(before, after);
    expect(changes.filter((c) => c.after === null).map((c) => c.reason)).toEqual([
      'Removed: an advert or instruction from a resume builder, not your work.',
      'Removed: a label with nothing after it.',
    ]);
    const skill = changes.find((c) => c.section === 'skills');
    expect(skill).toMatchObject({ line: 0, before: ['Github'], after: 'GitHub' });
    expect(after.skills).toEqual(['GitHub', 'Payroll']);
    // Rejected, the skill is put back as the user wrote it.
    expect(applyLineChoices(after, changes, new Set([skill?.id ?? ''])).skills).toEqual([
      'Github',
      'Payroll',
    ]);
  });

  it('places the editor’s changes in its enhanced text, so a rejected one is put back there', async () => {
    const raw = [
      'Jane Roe',
      'jane@example.org',
      '',
      'Experience',
      'Payroll Clerk, Northwind Traders, 2018 - 2021',
      '- Manage the payroll for 40 staff',
      '- Reconciled 12 bank accounts every month',
      '',
      'Education',
      'BSc Accounting, University of Leeds, 2017',
    ].join('\n');
    const { enhancedText } = await engine.expandEditor(raw);
    const changes = editorChanges(raw, enhancedText);
    const tense = changes.find((c) => c.section === 'experience');
    expect(tense).toMatchObject({
      entry: 0,
      line: 0,
      before: ['Manage the payroll for 40 staff'],
      after: 'Managed the payroll for 40 staff',
    });
    const chosen = resumeToMarkdown(
      applyLineChoices(parseResumeMarkdown(enhancedText), changes, new Set([tense?.id ?? ''])),
    );
    expect(chosen).toContain('- Manage the payroll for 40 staff');
    expect(chosen).not.toContain('Managed the payroll');
    expect(chosen).toContain('- Reconciled 12 bank accounts every month');
  });
});
