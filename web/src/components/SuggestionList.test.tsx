import type { Suggestion } from '@rb/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SuggestionList } from './SuggestionList';

const metric = (text: string, bullet: number): Suggestion => ({
  kind: 'add-metric',
  message: 'Add a measurable result (a number, percentage, amount or time saved):',
  experience: 0,
  bullet,
  text,
});

describe('the suggestion list', () => {
  it('says advice given for several lines once, over the lines it concerns', () => {
    const html = renderToStaticMarkup(
      <SuggestionList
        suggestions={[
          metric('Taught patients about discharge', 0),
          metric('Document in Epic', 1),
          { kind: 'missing-field', message: 'This education entry has no degree yet.', education: 0 },
        ]}
      />,
    );
    expect(html.match(/Add a measurable result/g)).toHaveLength(1);
    expect(html).toContain('<q class="muted">Taught patients about discharge</q>');
    expect(html).toContain('<q class="muted">Document in Epic</q>');
    expect(html).toContain('This education entry has no degree yet.');
  });

  it('counts the lines past the first eight instead of listing them', () => {
    const many = Array.from({ length: 11 }, (_, i) => metric(`Bullet ${i}`, i));
    const html = renderToStaticMarkup(<SuggestionList suggestions={many} />);
    expect(html.match(/<q /g)).toHaveLength(8);
    expect(html).toContain('3 more like these.');
  });
});
