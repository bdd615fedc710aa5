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
