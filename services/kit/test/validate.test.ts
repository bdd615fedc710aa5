import { registerRequestSchema } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/httpError';
import { parseBody } from '../src/validate';

describe('parseBody', () => {
  it('returns the parsed value', () => {
    const body = { firstName: 'A', lastName: 'B', email: ' a@example.test ', password: 'long enough' };
    expect(parseBody(registerRequestSchema, body).email).toBe('a@example.test');
  });

  it('throws a 400 naming each bad field, unknown keys included', () => {
    try {
      parseBody(registerRequestSchema, {
        firstName: 'A',
        lastName: 'B',
        email: 'nope',
        password: 'x',
        role: 'admin',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      const body = (error as HttpError).toBody();
      expect((error as HttpError).status).toBe(400);
      expect(body.code).toBe('VALIDATION');
      expect(body.error).toMatch(/^Invalid request: /);
      expect(body.fields).toEqual(expect.arrayContaining(['email', 'password', 'role']));
    }
  });
});

describe('parseBody on a hostile body', () => {
  it('names at most a few fields, shortened, and never echoes the request (issue 10 item 2)', () => {
    const longKey = 'k'.repeat(5000);
    const body: Record<string, unknown> = { firstName: 'A', lastName: 'B', email: 'x'.repeat(100_000) };
    for (let i = 0; i < 20_000; i++) body[`unknown_${i}_${'x'.repeat(20)}`] = 'v'.repeat(10);
    body[longKey] = 1;
    const requestSize = JSON.stringify(body).length;
    try {
      parseBody(registerRequestSchema, body);
      expect.unreachable();
    } catch (error) {
      const reply = JSON.stringify((error as HttpError).toBody());
      expect(requestSize).toBeGreaterThan(600_000);
      expect(reply.length).toBeLessThan(2000);
      expect((error as HttpError).fields?.length).toBeLessThanOrEqual(5);
      expect(reply).not.toContain(
        'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      );
      expect(reply).toMatch(/and \d+ more/);
    }
  });
});
