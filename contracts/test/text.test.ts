import { describe, expect, it } from 'vitest';
import { registerRequestSchema, resumeDataSchema } from '../src';
import { plainText } from '../src/domain/text';

describe('user text', () => {
  it('drops control characters, keeps tabs and line breaks, and mends lone surrogates', () => {
    expect(plainText('a\u0000b\u0007c\u001bd\u007fe\u009bf')).toBe('abcdef');
    expect(plainText('line\tcell\r\nnext\fpage\vrow')).toBe('line\tcell\r\nnext\npage\nrow');
    expect(plainText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
    expect(plainText('\uffff\ufffe')).toBe('');
  });

  it('keeps every script, emoji and the bidi marks of right-to-left names', () => {
    const names = 'María Nguyễn 王小明 محمد‎ שָׁלוֹם 🙂 \u200f';
    expect(plainText(names)).toBe(names);
  });

  it('is what a resume and a registration store, before trimming and length checks', () => {
    const resume = resumeDataSchema.parse({
      name: '\u0000 Ada\u0000 Lovelace ',
      summary: 'Built\u0000 engines.',
      skills: ['\u0000', 'Rust\u0008'],
      experience: [{ company: 'A\ud800', role: 'R', start_date: '2020', responsibilities: ['x\u0000y'] }],
    });
    expect(resume.name).toBe('Ada Lovelace');
    expect(resume.summary).toBe('Built engines.');
    expect(resume.skills).toEqual(['', 'Rust']);
    expect(resume.experience[0]).toMatchObject({ company: 'A\ufffd', responsibilities: ['xy'] });
    const registration = registerRequestSchema.safeParse({
      firstName: '\u0000',
      lastName: 'B',
      email: 'a@example.com',
      password: 'Passw0rd!long',
    });
    expect(registration.success).toBe(false);
  });
});
