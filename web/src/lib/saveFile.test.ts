import { describe, expect, it } from 'vitest';
import { attachmentName } from './saveFile';

const reply = (disposition?: string) =>
  new Response('x', { headers: disposition ? { 'content-disposition': disposition } : {} });

describe('attachmentName', () => {
  it('reads the names Express writes: a bare token, a quoted name, and the UTF-8 form before it', () => {
    expect(attachmentName(reply('attachment; filename=Cover_Letter_Ada.pdf'), 'x')).toBe(
      'Cover_Letter_Ada.pdf',
    );
    expect(attachmentName(reply('attachment; filename="Cover Letter.docx"'), 'x')).toBe('Cover Letter.docx');
    expect(
      attachmentName(
        reply(`attachment; filename="Cover_Letter_Ren?e.pdf"; filename*=UTF-8''Cover_Letter_Ren%C3%A9e.pdf`),
        'x',
      ),
    ).toBe('Cover_Letter_Renée.pdf');
  });

  it('falls back without a header (a reply recovered from the job) and keeps path characters out', () => {
    expect(attachmentName(reply(), 'Cover_Letter.pdf')).toBe('Cover_Letter.pdf');
    expect(attachmentName(reply(`attachment; filename*=UTF-8''..%2F..%2Fevil.pdf`), 'x')).toBe('evil.pdf');
  });
});
