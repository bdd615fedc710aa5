import { describe, expect, it } from 'vitest';
import { coverLetterRequestSchema, registerRequestSchema, resumeDataSchema } from '../src';
import { labelText, plainText } from '../src/domain/text';

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

describe('names and contact lines', () => {
  // U+202E reverses what follows ("moc.evil" shows as "live.com"), isolates and embeddings do the same
  // in smaller spans, and zero-width characters make two different names look identical.
  const spoofs = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200b\u2060\ufeff\u00ad';

  it('drops bidi overrides, embeddings, isolates and invisible characters, and folds line breaks', () => {
    expect(labelText(`Ada${spoofs} Love\u202elace`)).toBe('Ada Lovelace');
    expect(labelText('Ada\nLovelace\u2028Admin\r\nx')).toBe('Ada Lovelace Admin x');
  });

  it('keeps what real names need: every script, joiners of Persian and Indic names, emoji, RTL marks', () => {
    const names = 'María Nguyễn 王小明 محمد‎ شاه\u200cرخ ക്\u200d 👩\u200d💻 \u200f';
    expect(labelText(names)).toBe(names);
  });

  it("is what registration, a resume's contact lines and a letter's applicant store", () => {
    const registration = registerRequestSchema.parse({
      firstName: 'Ada\u202e',
      lastName: '\u2066Love\u2069lace',
      email: 'a@example.com',
      password: 'Passw0rd!long',
    });
    expect([registration.firstName, registration.lastName]).toEqual(['Ada', 'Lovelace']);
    const resume = resumeDataSchema.parse({
      name: 'Ada\u200b Lovelace',
      email: 'ada@\u202eexample.com',
      phone: '+44\u2068 20',
      summary: 'نص\u202bمضمّن\u202c',
    });
    expect(resume).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20' });
    // Free text keeps them: right-to-left writing uses embeddings, and its paragraph bounds their reach.
    expect(resume.summary).toBe('نص\u202bمضمّن\u202c');
    const letter = coverLetterRequestSchema.parse({
      userInput: { jobTitle: 'Engineer', companyName: 'Acme' },
      applicantDetails: { name: 'Ada\u202e', email: 'a\u200b@example.com' },
      resumeSummary: {},
      customizationPreferences: {},
    });
    expect(letter.applicantDetails).toMatchObject({ name: 'Ada', email: 'a@example.com' });
  });
});
