import { describe, expect, it } from 'vitest';
import { returnPath } from '../routes/returnPath';
import { safeHref } from './safeUrl';

describe('safeHref', () => {
  it('adds https to a bare host and keeps http(s) links', () => {
    expect(safeHref('linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada');
    expect(safeHref('http://ada.dev')).toBe('http://ada.dev/');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'JaVaScRiPt:alert(1)', '', '   '])(
    'refuses %j',
    (value) => {
      expect(safeHref(value)).toBeNull();
    },
  );
});

describe('returnPath', () => {
  it('returns an in-app path with its query', () => {
    expect(returnPath({ from: { pathname: '/settings', search: '?a=1' } })).toBe('/settings?a=1');
  });

  it.each([null, {}, { from: { pathname: '//evil.example' } }, { from: { pathname: 'https://x' } }])(
    'ignores %j',
    (state) => {
      expect(returnPath(state)).toBeNull();
    },
  );
});
