import type { z } from 'zod';
import { HttpError } from './httpError';

/**
 * How much of a validation failure is reported. The reply names fields, never values, and only a few: a
 * body with thousands of unknown (or very long) keys must not get a reply bigger than itself.
 */
const MAX_FIELDS = 5;
const MAX_FIELD_CHARS = 60;

const shorten = (name: string) =>
  name.length > MAX_FIELD_CHARS ? `${name.slice(0, MAX_FIELD_CHARS)}…` : name;

/** Dotted field names of a zod error; an unknown key is named itself, a root problem is "body". */
function describe(error: z.ZodError, root: string): { fields: string[]; text: string } {
  const fields = new Set<string>();
  const parts: string[] = [];
  let more = 0;
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    const names =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => (base ? `${base}.${k}` : k))
        : [base || root];
    const fresh = names.map(shorten).filter((name) => !fields.has(name));
    const room = MAX_FIELDS - fields.size;
    more += Math.max(0, fresh.length - room);
    const shown = fresh.slice(0, Math.max(0, room));
    if (shown.length === 0) continue;
    for (const name of shown) fields.add(name);
    // Unknown keys share one message; other issues' messages are zod's own short sentences.
    const message = issue.code === 'unrecognized_keys' ? 'Unrecognized key' : issue.message;
    parts.push(`${shown.join(', ')}: ${message.slice(0, 200)}`);
  }
  const text = parts.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
  return { fields: [...fields], text };
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
