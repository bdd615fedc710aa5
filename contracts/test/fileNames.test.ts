import { describe, expect, it } from 'vitest';
import {
  coverLetterFileName,
  enhancedFileName,
  resumeFileName,
  safeFileStem,
  versionExportFileName,
} from '../src';

describe('download file names', () => {
  it.each([
    ['Maria Lopez', 'pdf', 'Maria Lopez-resume.pdf'],
    ['  Renée   O’Connor ', 'docx', 'Renée O_Connor-resume.docx'],
    ['', 'pdf', 'resume.pdf'],
    ['../../etc/passwd', 'pdf', 'etc_passwd-resume.pdf'],
    ['李 小龙', 'pdf', '李 小龙-resume.pdf'],
  ] as const)('names a resume of %j %s as %s', (name, format, expected) => {
    expect(resumeFileName(name, format)).toBe(expected);
  });

  it('names a saved version exported as JSON Resume like the resume, with its number', () => {
    expect(versionExportFileName('Ada Lovelace', 1)).toBe('Ada Lovelace-resume-v1.json');
    expect(versionExportFileName('', 12)).toBe('resume-v12.json');
  });

  it('names a cover letter as SPEC §7 says, Applicant when nameless', () => {
    expect(coverLetterFileName('Peter Gibbons', 'pdf')).toBe('Cover_Letter_Peter_Gibbons.pdf');
    expect(coverLetterFileName(' ', 'docx')).toBe('Cover_Letter_Applicant.docx');
  });

  it("names the editor's text after the name the user gave it", () => {
    expect(enhancedFileName('my cv', 'pdf')).toBe('my cv-enhanced.pdf');
    expect(enhancedFileName('', 'docx')).toBe('resume-enhanced.docx');
  });

  it('keeps nothing that could steer a path or a header', () => {
    for (const hostile of ['a/b\\c', 'x"; filename=evil.exe', 'line\r\nbreak', 'tab\there']) {
      expect(safeFileStem(hostile, 'f')).toMatch(/^[\p{L}\p{N} ._-]+$/u);
    }
  });
});
