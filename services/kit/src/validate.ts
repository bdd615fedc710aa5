import type { z } from 'zod';
import { HttpError } from './httpError';

/** Dotted field names of a zod error; an unknown key is named itself, a root problem is "body". */
function describe(error: z.ZodError, root: string): { fields: string[]; text: string } {
  const fields: string[] = [];
  const parts: string[] = [];
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    const names =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => (base ? `${base}.${k}` : k))
        : [base || root];
    fields.push(...names);
    parts.push(`${names.join(', ')}: ${issue.message}`);
  }
  return { fields: [...new Set(fields)], text: parts.join('; ') };
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, root: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { fields, text } = describe(result.error, root);
  throw new HttpError(400, 'VALIDATION', `Invalid request: ${text}`, fields);
}

/** Validates a JSON body against a contracts schema; failure is a 400 naming each field. */
export const parseBody = <S extends z.ZodType>(schema: S, value: unknown): z.infer<S> =>
  parseWith(schema, value ?? {}, 'body');

/** Same for query strings (`req.query`). */
export const parseQuery = <S extends z.ZodType>(schema: S, value: unknown): z.infer<S> =>
  parseWith(schema, value ?? {}, 'query');
