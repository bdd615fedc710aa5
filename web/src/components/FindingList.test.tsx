import type { Finding } from '@rb/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FindingList } from './FindingList';

const finding = (over: Partial<Finding>): Finding => ({
  id: 'no-result:experience.0.0',
  kind: 'no-result',
  severity: 'suggestion',
  place: { section: 'experience', entry: 0, line: 0 },
  message: 'Add a measurable result (a number, percentage, amount or time saved).',
  text: 'Taught patients about discharge',
  ...over,
});

describe('the finding list', () => {
  it('counts the findings and the important ones, and links each to its line', () => {
    const html = renderToStaticMarkup(
      <FindingList
        findings={[
          finding({}),
          finding({
            id: 'tense:experience.0.1',
            kind: 'tense',
            severity: 'important',
            message: 'This role has ended: write “Managed”.',
            text: 'Manage the ward',
            fix: { before: 'Manage', after: 'Managed' },
          }),
        ]}
        onShow={() => undefined}
        onFix={() => undefined}
      />,
    );
    expect(html).toContain('Review: 2 findings, 1 important');
    expect(html).toContain('<a href="#no-result:experience.0.0">Add a measurable result');
    expect(html).toContain('<q class="muted"> Taught patients about discharge</q>');
    expect(html).toContain('Fix: Managed</button>');
  });

  it('shows fixes only where they can be applied, and says when there is nothing to find', () => {
    const html = renderToStaticMarkup(
      <FindingList findings={[finding({ fix: { before: 'Taught patients about discharge', after: '' } })]} />,
    );
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<a ');
    expect(renderToStaticMarkup(<FindingList findings={[]} />)).toContain('No findings');
  });
});
