import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { tagged } from '../src/ats/partOfSpeech';

const tagsOf = (doc: ReturnType<typeof tagged>) =>
  doc.docs.flat().map((term) => [...(term.tags ?? [])].sort().join(' '));

describe('part-of-speech tags without chunking', () => {
  it("tags every word as compromise's whole pipeline does, contractions and units split alike", () => {
    for (const text of [
      'you will drive sales across the region and lead evacuations',
      'site the jurassic coast 5 000km of public rights of way',
      'over 250km of off road trails we cannot maintain alone',
      'was supervised by the ward manager under close supervision',
      'a reliable team player with flexible hours and creative assets',
    ]) {
      const whole = nlp(text);
      expect(tagsOf(tagged(text)), text).toEqual(tagsOf(whole));
      expect(tagged(text).docs.flat().length, text).toBe(whole.docs.flat().length);
    }
  });
});
