import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ count: 0 }));
// compromise with a count of the texts it is asked to tag: tagging is the scorer's cost on a new posting.
vi.mock('compromise', async (importOriginal) => {
  const real = (await importOriginal<typeof import('compromise')>()).default;
  const counted = new Proxy(real, {
    apply(target, self, args: Parameters<typeof real>) {
      calls.count += 1;
      return Reflect.apply(target, self, args);
    },
  });
  return { default: counted };
});

const { SentenceTags, isVerb } = await import('../../src/intelligence/ats/partOfSpeech');
const { words } = await import('../../src/intelligence/text/tokens');

describe('part of speech in a posting sentence', () => {
  it('tags a sentence once however many of its words are asked about', () => {
    const sentence = words(
      'You will lead the stock count every week, draft the rota for the weekend team, resolve complaints from customers and coach new starters on the tills and the stock room procedures',
    );
    const tags = new SentenceTags(sentence);
    calls.count = 0;
    const verbs = sentence.filter((_, i) => isVerb(tags, i));
    expect(calls.count).toBe(1);
    expect(verbs).toEqual(expect.arrayContaining(['lead', 'draft', 'coach']));
    expect(verbs).not.toContain('complaints');
  });

  it('keeps the tags of the words around one compromise splits in two', () => {
    const sentence = words('We dont outsource: you lead the team and draft pleadings');
    const tags = new SentenceTags(sentence);
    expect(tags.at(sentence.indexOf('dont')).size).toBe(0);
    expect(isVerb(tags, sentence.indexOf('lead'))).toBe(true);
    expect(tags.at(sentence.indexOf('team')).has('Noun')).toBe(true);
  });
});
