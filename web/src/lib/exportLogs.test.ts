import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { auditToCsv, logsToCsv, logsToJson, neutraliseFormula } from './exportLogs';

const entry = (username: string) => ({
  userId: 'u-1',
  username,
  document: 'tos',
  version: '2025-03-26',
  acceptedAt: '2026-01-01T00:00:00.000Z',
});

describe('admin log export', () => {
  it('writes the SPEC columns with RFC 4180 quoting', () => {
    const csv = logsToCsv([entry('a"b,c\nd')]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('User ID,Username,Document,Version,Accepted At');
    expect(row).toBe('u-1,"a""b,c\nd",tos,2025-03-26,2026-01-01T00:00:00.000Z');
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[1]?.[1]).toBe('a"b,c\nd');
  });

  it.each(['=1+1', '+cmd', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises formula cell %j', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
    const parsed = Papa.parse<string[]>(logsToCsv([entry(value)]), { skipEmptyLines: true }).data;
    expect(parsed[1]?.[1]).toBe(`'${value}`);
  });

  it('leaves ordinary cells alone', () => {
    expect(neutraliseFormula('alice@example.com')).toBe('alice@example.com');
  });

  it('exports JSON that parses back to the same logs', () => {
    const logs = [entry('=evil')];
    expect(JSON.parse(logsToJson(logs))).toEqual(logs);
  });

  it('writes the audit log with its columns and neutralised cells', () => {
    const csv = auditToCsv([
      {
        id: '1',
        at: '2026-01-01T00:00:00.000000Z',
        actorId: null,
        actorEmail: '@example.com',
        event: 'sign-in',
        outcome: 'failure',
        ip: '203.0.113.0',
        details: { reason: '=HYPERLINK("x")' },
      },
    ]);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([
      'Time',
      'Actor e-mail',
      'Actor ID',
      'Event',
      'Outcome',
      'IP (network)',
      'Details',
    ]);
    expect(parsed[1]).toEqual([
      '2026-01-01T00:00:00.000000Z',
      "'@example.com",
      '',
      'sign-in',
      'failure',
      '203.0.113.0',
      '{"reason":"=HYPERLINK(\\"x\\")"}',
    ]);
  });
});
