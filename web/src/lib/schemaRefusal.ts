import type { z } from 'zod';

/**
 * Why the server refused a request with a 400, in the words of the contracts schema it checked
 * ("Password must be at least 8 characters."), instead of the API's field-naming text meant for
 * developers. Null when the request passes the schema: the refusal was for another reason.
 */
export function schemaRefusal(schema: z.ZodType, request: unknown): string | null {
  const parsed = schema.safeParse(request);
  return parsed.success ? null : [...new Set(parsed.error.issues.map((i) => i.message))].join(' ');
}
